/**
 * Strict-Transport-Security is sent only when the page came over TLS (issue 8 item 7): behind a trusted proxy that
 * says https, or from the app's own https listener (TLS_CERT_FILE / TLS_KEY_FILE). Over plain http a browser
 * ignores it anyway, and sending it there would claim a security the connection does not have.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

const HSTS = 'max-age=31536000; includeSubDomains';
const apps: TestApp[] = [];
const start = async (environment: Record<string, string> = {}) => {
  const app = await startTestApp(environment);
  apps.push(app);
  return app;
};
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const hstsOf = async (app: TestApp, headers: Record<string, string> = {}) =>
  (await app.call('GET', '/api/health', { headers })).headers.get('strict-transport-security');

describe('Strict-Transport-Security', () => {
  it('is absent over plain http, even when an untrusted client claims https', async () => {
    const app = await start();
    expect(await hstsOf(app)).toBeNull();
    expect(await hstsOf(app, { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is sent behind a trusted proxy (TRUST_PROXY=127.0.0.1) that forwarded an https request, and only then', async () => {
    const app = await start({ TRUST_PROXY: '127.0.0.1' });
    expect(await hstsOf(app, { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    expect(await hstsOf(app, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hstsOf(app)).toBeNull();
  });

  describe('on the app’s own https listener', () => {
    let dir: string;
    let cert: string;
    let key: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-tls-'));
      cert = path.join(dir, 'cert.pem');
      key = path.join(dir, 'key.pem');
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1'].concat([
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1',
          '-keyout',
          key,
          '-out',
          cert,
        ]),
        { stdio: 'ignore' },
      );
    });
    afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

    it('is sent with every answer, verified against the certificate as a browser would', async () => {
      const app = await start({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
      const port = new URL(app.url).port;
      const answer = await new Promise<{ status: number; hsts: unknown; body: string }>((resolve, reject) => {
        const request = https.get(
          { host: '127.0.0.1', port, path: '/api/health', ca: fs.readFileSync(cert) },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode!, hsts: response.headers['strict-transport-security'], body }),
            );
          },
        );
        request.on('error', reject);
      });
      expect(answer.status).toBe(200);
      expect(answer.hsts).toBe(HSTS);
      // The listener speaks TLS only: a plain http request to it gets no answer with the header.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    });
  });
});
