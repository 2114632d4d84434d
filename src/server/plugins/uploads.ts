/**
 * Form bodies: multipart fields become the request body (so the route's zod schema validates them like JSON),
 * and files are kept aside in memory, bounded, for the route to check and re-encode. URL-encoded forms parse too.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '../../shared/constants';
import { HttpError } from './errors';
import { slots } from './slots';

export interface UploadedFile {
  field: string;
  filename: string;
  content: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploadedFiles: Map<string, UploadedFile>;
  }
}

export const UPLOAD_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 2,
  fields: 40,
  fieldSize: 256 * 1024,
  parts: 42,
} as const;

/**
 * How many requests may read and hold files at once, from their first file part until their answer is sent (the
 * picture is re-encoded in between); forms without files never wait. The others wait with the rest of their body
 * unread, held back by TCP, so 20 parallel 10 MB uploads cost two files' worth of memory, not 20
 * (docs/quality.md, upload-memory).
 */
const UPLOAD_SLOTS = 2;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const uploadSlots = slots(UPLOAD_SLOTS);
  app.decorateRequest('uploadedFiles', null as unknown as Map<string, UploadedFile>);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook('preValidation', async (request, reply) => {
    request.uploadedFiles = new Map();
    if (!request.isMultipart()) return;
    let holdsSlot = false;
    const fields: Record<string, string> = Object.create(null);
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (!holdsSlot) {
            holdsSlot = true;
            // Given back when the answer is sent or the connection drops, whichever way the request ends.
            const release = await uploadSlots.take();
            reply.raw.once('close', release);
            if (reply.raw.destroyed) release();
          }
          const content = await part.toBuffer();
          // An empty file input arrives as a part with no name and no bytes: nothing was chosen.
          if (content.length > 0 || part.filename) {
            request.uploadedFiles.set(part.fieldname, { field: part.fieldname, filename: part.filename, content });
          }
        } else if (
          part.fieldname !== '__proto__' &&
          part.fieldname !== 'constructor' &&
          part.fieldname !== 'prototype'
        ) {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(422, 'The file may not be greater than 5 MB.', {
          image: ['The image may not be greater than 5 MB.'],
        });
      }
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new HttpError(413, 'The form has too many fields or files.');
      }
      throw new HttpError(400, 'The form data could not be read.');
    }
    request.body = { ...fields };
  });
}
