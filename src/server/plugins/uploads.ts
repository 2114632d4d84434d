/**
 * Form bodies: multipart fields become the request body (so the route's zod schema validates them like JSON),
 * and files are kept aside in memory, bounded, for the route to check and re-encode. URL-encoded forms parse too.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '@shared/constants';
import { HttpError, tryAgainLater } from './errors';
import { NoSlotError, slots } from './slots';
import { REQUEST_MESSAGES } from '@shared/common.messages';

export interface UploadedFile {
  field: string;
  filename: string;
  content: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploadedFiles: Map<string, UploadedFile>;
  }
  interface FastifyContextConfig {
    /** The file fields this route takes; a file part under any other name is refused at once (issue 14). */
    fileFields?: readonly string[];
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
/**
 * How many uploads may wait for a slot, and how long each may wait, before it is told to try again (503 with
 * Retry-After): two slow senders must not hold everyone else's pictures in a line without end.
 */
const UPLOAD_LINE_MAX = 20;
/** Below the socket's idle timeout (app.ts connectionTimeout, 10 s), which would cut a silent wait without an answer. */
const UPLOAD_WAIT_MS = 8_000;
const UPLOAD_RETRY_SECONDS = 10;

/**
 * The text of all a form's fields together (files aside), as much as a JSON body may hold (request-bounds.ts): 40
 * fields of 256 KiB each would be 10 MiB of text to decode in one request (docs/quality.md, hostile-bodies).
 */
export const FORM_TEXT_MAX_BYTES = 256 * 1024;

export const UPLOAD_MESSAGES = {
  noFileHere: REQUEST_MESSAGES.uploadNoFile,
  busy: REQUEST_MESSAGES.uploadBusy,
} as const;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const uploadSlots = slots(UPLOAD_SLOTS, { maxWaiting: UPLOAD_LINE_MAX, maxWaitMs: UPLOAD_WAIT_MS });
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
    const fileFields = request.routeOptions.config.fileFields ?? [];
    let holdsSlot = false;
    const fields: Record<string, string> = Object.create(null);
    let textBytes = 0;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // Before any byte of it is read or a slot is taken: a route that takes no file never waits for one.
          if (!fileFields.includes(part.fieldname)) {
            throw new HttpError(422, UPLOAD_MESSAGES.noFileHere, {
              [part.fieldname.slice(0, 40) || 'file']: [UPLOAD_MESSAGES.noFileHere],
            });
          }
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
          const value = String(part.value);
          textBytes += value.length;
          if (textBytes > FORM_TEXT_MAX_BYTES) throw new HttpError(413, REQUEST_MESSAGES.tooLarge);
          fields[part.fieldname] = value;
        }
      }
    } catch (error) {
      // The answer is known: the rest of the form is neither parsed (megabytes through busboy would hold the loop)
      // nor waited for (the connection closes once the refusal is sent).
      request.raw.unpipe();
      reply.header('connection', 'close');
      if (error instanceof HttpError) throw error;
      if (error instanceof NoSlotError) throw tryAgainLater(503, UPLOAD_MESSAGES.busy, UPLOAD_RETRY_SECONDS);
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(422, REQUEST_MESSAGES.fileTooLarge, {
          image: ['The image may not be greater than 5 MB.'],
        });
      }
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new HttpError(413, REQUEST_MESSAGES.tooManyParts);
      }
      throw new HttpError(400, REQUEST_MESSAGES.formUnreadable);
    }
    request.body = { ...fields };
  });
}
