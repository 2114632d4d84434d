/** Builds the whole application: plugins, then each feature's routes. main.ts and the tests build this same app. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { setValidationWords } from '@shared/validation-words';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { seedEmptyDatabase } from './db/seed';
import { registerAccountRoutes } from './features/accounts/accounts.routes';
import { registerAppointmentRoutes } from './features/appointments/appointments.routes';
import { registerAttendanceRoutes } from './features/attendance/attendance.routes';
import { registerCartRoutes } from './features/cart/cart.routes';
import { registerCatalogueRoutes } from './features/catalogue/catalogue.routes';
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes';
import { registerExpenseRoutes } from './features/expenses/expenses.routes';
import { registerOfferRoutes } from './features/offers/offers.routes';
import { registerOrderRoutes } from './features/orders/orders.routes';
import { registerSalaryRoutes } from './features/salary/salary.routes';
import { registerSiteRoutes } from './features/site/site.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { API_BODY_LIMIT_BYTES, registerRequestBounds } from './plugins/request-bounds';
import { registerRequestLimits } from './plugins/request-limits';
import { registerUploads } from './plugins/uploads';
import { refuseUnsafeProduction } from './production-check';
import { registerWebShell } from './web-shell/web-shell';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
}

export interface BuildOptions {
  /** Where the logs go (standard output when absent); the tests read them. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const serverTimeouts = {
    headersTimeout: config.requestTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
  };
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never a password, a token or a hash in the logs.
            redact: {
              // *.headers: @fastify/multipart logs the request headers (busboyOptions.headers) at trace level.
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.headers.authorization',
                '*.headers.cookie',
                '*.password',
                '*.password_hash',
                '*.token',
              ],
              censor: '[hidden]',
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A hop count trusts that many proxies nearest the app (what proxy-addr does for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    // Node enforces the request timeout only when the headers timeout (60 s by default) is not longer, and checks
    // it only this often (30 s by default): without both, a client that trickles its request is never cut off.
    http: serverTimeouts,
    // https itself when given a certificate (TLS_CERT_FILE / TLS_KEY_FILE); Fastify then ignores `http`.
    ...(config.tls
      ? {
          https: {
            ...serverTimeouts,
            cert: fs.readFileSync(config.tls.certFile),
            key: fs.readFileSync(config.tls.keyFile),
          },
        }
      : {}),
    connectionTimeout: 10_000,
    // Also the limit of unknown routes; every route gets it too (plugins/request-bounds.ts).
    bodyLimit: API_BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  // zod's own words for refusals no schema names get a code too (docs/architecture.md#text).
  setValidationWords();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestBounds(app);

  const { db, kind } = openDatabase(config.database);
  const context: AppContext = { db, kind, config };
  app.addHook('onClose', async () => db.destroy());
  try {
    await migrateToLatest(db, kind, config.database.kind === 'postgres' ? config.database.schema : undefined);
    if (config.isProduction) await refuseUnsafeProduction(context);
    await seedEmptyDatabase(context, app.log);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });

  // The security headers, built once (the Fastify wrapper of helmet rebuilt them on every request).
  const securityHeaders = helmet({
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and component styles through style attributes and tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        // The footer's map: OpenStreetMap's embed, and nothing else framed (docs/product.md#directions).
        frameSrc: ['https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Salon API',
        version: '1.0.0',
        description:
          'Every route of the salon app. Errors answer `{ message, error }`: 422 with field errors, 401 `Unauthenticated.`, 403, 404, 409, 429.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerRequestLimits(app, db);
  await registerUploads(app, { requestTimeoutMs: config.requestTimeoutMs });
  registerAuth(app, context);

  registerAccountRoutes(app, context);
  registerSiteRoutes(app, context);
  registerCatalogueRoutes(app, context);
  registerOfferRoutes(app, context);
  registerCartRoutes(app, context);
  registerAppointmentRoutes(app, context);
  registerOrderRoutes(app, context);
  registerAttendanceRoutes(app, context);
  registerDashboardRoutes(app, context);
  registerExpenseRoutes(app, context);
  registerSalaryRoutes(app, context);

  const pageFallback = await registerWebShell(app, context);
  registerNotFound(app, pageFallback);
  return { app, context };
}
