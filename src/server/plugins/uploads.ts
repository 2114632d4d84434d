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
import { roleOf } from '@shared/roles';

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
  // Every route takes one picture: a form's received bytes are at most one file and its text (FORM_TEXT_MAX_BYTES).
  files: 1,
  fields: 40,
  fieldSize: 256 * 1024,
  parts: 42,
} as const;

/**
 * Uploads (multipart forms to a route that takes a file) are bounded in three steps (issue 30; decision 011):
 * - **in flight**: at most UPLOADS_PER_ADDRESS per client address (429) and UPLOADS_IN_FLIGHT in all, from the
 *   request's start until its answer is sent; staff and admin, signed in, are not counted per address (they add
 *   several salon photos at once from the salon's one address). The others wait in a bounded line with the rest of
 *   their body unread, held back by TCP, and are told to try again (503) when it is full or they waited too long. An
 *   upload in flight holds at most one file (5 MB) and 256 KiB of text: received bytes are at most 10 × 5.25 MB.
 * - **receiving**: a form must arrive whole within its receive deadline (uploadReceiveMs), or it is refused with
 *   408 and its connection closed: a slow sender holds its place for at most that long.
 * - **decoding**: a decode slot (DECODE_SLOTS) is taken only once the whole form has arrived, and held until the
 *   answer is sent (the picture is re-encoded in between): no slow sender ever holds one.
 *
 * The counts are per process. Memory is per process too, so that is the bound that matters for it; with several
 * processes behind one address a client may have UPLOADS_PER_ADDRESS in flight on each, still a fixed number.
 */
export const UPLOADS_PER_ADDRESS = 2;
export const UPLOADS_IN_FLIGHT = 10;
/** How many uploads may wait for a place, and how long (below the socket's 10 s idle timeout, app.ts). */
const UPLOAD_LINE_MAX = 20;
const UPLOAD_WAIT_MS = 8_000;
const UPLOAD_RETRY_SECONDS = 10;
const DECODE_SLOTS = 2;
/** The longest a form may take to arrive: 20 s, or two thirds of the request timeout when that is shorter. */
export const UPLOAD_RECEIVE_MAX_MS = 20_000;
export const uploadReceiveMs = (requestTimeoutMs: number): number =>
  Math.min(UPLOAD_RECEIVE_MAX_MS, Math.floor((requestTimeoutMs * 2) / 3));

/**
 * The text of all a form's fields together (files aside), as much as a JSON body may hold (request-bounds.ts): 40
 * fields of 256 KiB each would be 10 MiB of text to decode in one request (docs/quality.md, hostile-bodies).
 */
export const FORM_TEXT_MAX_BYTES = 256 * 1024;

export const UPLOAD_MESSAGES = {
  noFileHere: REQUEST_MESSAGES.uploadNoFile,
  busy: REQUEST_MESSAGES.uploadBusy,
  tooSlow: REQUEST_MESSAGES.uploadTooSlow,
  perAddress: REQUEST_MESSAGES.uploadsPerAddress,
} as const;

class ReceiveDeadline extends Error {}

/** Counts what each address has in flight; an address with none has no entry. */
function perAddressCount(max: number): { enter(address: string): () => void } {
  const counts = new Map<string, number>();
  return {
    enter(address) {
      const count = counts.get(address) ?? 0;
      if (count >= max) throw tryAgainLater(429, UPLOAD_MESSAGES.perAddress, UPLOAD_RETRY_SECONDS);
      counts.set(address, count + 1);
      let isGiven = false;
      return () => {
        if (isGiven) return;
        isGiven = true;
        const left = (counts.get(address) ?? 1) - 1;
        if (left > 0) counts.set(address, left);
        else counts.delete(address);
      };
    },
  };
}

export interface UploadOptions {
  /** The server's request timeout (REQUEST_TIMEOUT_MS): a form's receive deadline is well under it. */
  requestTimeoutMs: number;
}

export async function registerUploads(app: FastifyInstance, { requestTimeoutMs }: UploadOptions): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const inFlight = slots(UPLOADS_IN_FLIGHT, { maxWaiting: UPLOAD_LINE_MAX, maxWaitMs: UPLOAD_WAIT_MS });
  const addresses = perAddressCount(UPLOADS_PER_ADDRESS);
  const decodeSlots = slots(DECODE_SLOTS, { maxWaitMs: UPLOAD_WAIT_MS });
  const receiveMs = uploadReceiveMs(requestTimeoutMs);
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
    // What this request holds (its address's count, its place, its decode slot): given back when the answer is sent
    // or the connection drops, whichever way the request ends; anything taken after that is given back at once.
    const held: (() => void)[] = [];
    let hasEnded = false;
    const giveBack = () => {
      hasEnded = true;
      for (const release of held.splice(0)) release();
    };
    const hold = (release: () => void) => {
      held.push(release);
      if (hasEnded || reply.raw.destroyed) giveBack();
    };
    reply.raw.once('close', giveBack);

    const fields: Record<string, string> = Object.create(null);
    const receive = async () => {
      if (fileFields.length > 0) {
        // The caller is known by now (auth.ts reads the session on request, before any byte of the body).
        const isSalon = request.user !== null && roleOf(request.user) !== 'customer';
        if (!isSalon) hold(addresses.enter(request.ip));
        hold(await inFlight.take());
      }
      let textBytes = 0;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // Before any byte of it is read: a route that takes no file never holds a place for one.
          if (!fileFields.includes(part.fieldname)) {
            throw new HttpError(422, UPLOAD_MESSAGES.noFileHere, {
              [part.fieldname.slice(0, 40) || 'file']: [UPLOAD_MESSAGES.noFileHere],
            });
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
    };

    let deadline: NodeJS.Timeout | undefined;
    try {
      const receiving = receive();
      // Cut off by the deadline, the reading is left where it stands (its connection closes after the answer).
      receiving.catch(() => undefined);
      await Promise.race([
        receiving,
        new Promise<never>((_resolve, reject) => {
          deadline = setTimeout(() => reject(new ReceiveDeadline()), receiveMs);
        }),
      ]);
      clearTimeout(deadline);
      // The whole form is here: only now may it wait for a decode slot.
      if (request.uploadedFiles.size > 0) hold(await decodeSlots.take());
    } catch (error) {
      clearTimeout(deadline);
      // The answer is known: the rest of the form is neither parsed (megabytes through busboy would hold the loop)
      // nor waited for (the connection closes once the refusal is sent).
      request.raw.unpipe();
      reply.header('connection', 'close');
      if (error instanceof HttpError) throw error;
      if (error instanceof ReceiveDeadline) throw new HttpError(408, UPLOAD_MESSAGES.tooSlow);
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
