/** Starts the server: settings, database, listen; on SIGTERM finishes in-flight requests, then exits. */
import { buildApp } from './app';
import { loadConfig, SettingsError, trustProxyNotice } from './config';
import { DEMO_USERS } from './db/seed/demo-users';
import { StartRefused } from './production-check';

async function start(): Promise<void> {
  // Production mode is NODE_ENV=production as the operator set it (production-check.ts), read before the default below.
  const config = loadConfig();
  // The server-rendering bundle loads React, which picks its slow checking build unless told it runs in production.
  process.env.NODE_ENV ??= 'production';
  const { app } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl;
  const logins = config.seedDemo
    ? DEMO_USERS.map(
        (user) => `    ${user.phone} / ${user.password}  (${['', 'admin', 'staff', 'customer'][user.user_type]})`,
      ).join('\n')
    : `    ${config.adminPhone} / (ADMIN_PASSWORD)  (admin)`;
  process.stdout.write(
    `\nSalon app ready at ${url}\n  API docs: ${url}/api/docs\n  Logins (phone / password):\n${logins}\n\n`,
  );
  const proxyNotice = trustProxyNotice(config);
  if (proxyNotice) {
    process.stdout.write(`  ${proxyNotice}\n\n`);
    app.log.warn({ host: config.host, port: config.port }, proxyNotice);
  }

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forced = setTimeout(() => process.exit(1), 25_000);
    forced.unref();
    // A kept-alive connection that was busy when closing began becomes idle once its answer is sent: close it then.
    const drain = setInterval(() => app.server.closeIdleConnections(), 100);
    drain.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start().catch((error: unknown) => {
  // A refusal or a bad setting says what to change; anything else shows where it failed.
  console.error(error instanceof StartRefused || error instanceof SettingsError ? `\n${error.message}\n` : error);
  process.exit(1);
});
