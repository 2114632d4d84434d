/** Serves what users uploaded (re-encoded pictures, src/server/plugins/images.ts) under /uploads/. */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function serveUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
  fs.mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
}
