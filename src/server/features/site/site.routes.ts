/** Salon details, SEO list, crawler files and the health check over HTTP; the rules are in site.actions.ts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { salonSettingsSchema, seoEntrySchema } from '@shared/site.schemas';
import { REQUEST_MESSAGES } from '@shared/common.messages';
import type { AppContext } from '@server/context';
import { errorBody } from '@server/plugins/errors';
import { checkDatabase, robotsText, salonSettings, seoEntries, sitemapText } from './site.actions';

const tags = ['site'];

export function registerSiteRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Salon name, address, phones, e-mail, social links, feedback form and map (header, footer, contact widget)',
      response: { 200: z.object({ data: salonSettingsSchema }) },
    },
    handler: async () => ({ data: await salonSettings(context) }),
  });

  api.get('/api/seo', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'SEO entries, matched on the last URL segment',
      response: { 200: z.object({ data: z.array(seoEntrySchema) }) },
    },
    handler: async () => ({ data: await seoEntries(context) }),
  });

  api.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Liveness and database check',
      response: {
        200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
        503: z.object({ message: z.string(), error: z.string(), code: z.string().optional() }),
      },
    },
    handler: async (request, reply) => {
      try {
        await checkDatabase(context);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send(errorBody(REQUEST_MESSAGES.healthUnreachable, 'Service Unavailable'));
      }
    },
  });

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsText(context)));

  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapText(context)),
  );
}
