/**
 * The upload measuring scripts' client: multipart forms sent over node:http from a chosen loopback address
 * (127.0.0.0/8 all reaches the server on Linux), so that parallel uploads come from as many clients as they model,
 * as they would on the site, and a per-address bound meets one client each; and raw sockets that trickle a form.
 */
import http from 'node:http';
import net from 'node:net';

export interface FormFile {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

const BOUNDARY = 'measure-boundary-7d1c';

export function multipartBody(fields: Record<string, string>, file?: FormFile): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export interface PostAnswer {
  /** The status, or `closed (CODE)` when the connection ended without one. */
  outcome: string;
  status?: number;
  body: string;
  ms: number;
}

/** Posts a multipart form from `localAddress`; never throws (a reset is an outcome). */
export function postForm(
  url: string,
  route: string,
  options: { fields: Record<string, string>; file?: FormFile; token?: string; localAddress?: string },
): Promise<PostAnswer> {
  const body = multipartBody(options.fields, options.file);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${url}${route}`,
      {
        method: 'POST',
        localAddress: options.localAddress,
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.length,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            outcome: String(response.statusCode),
            status: response.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', () =>
          resolve({ outcome: String(response.statusCode), status: response.statusCode, body: '', ms: 0 }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      // The server may answer and close before the whole body was sent: the client then sees a reset.
      resolve({ outcome: `closed (${error.code ?? 'error'})`, body: '', ms: performance.now() - started }),
    );
    request.end(body);
  });
}

export interface SlowSender {
  /** What the server answered, when it answered (ms after the first byte), or the moment the connection ended. */
  ended: Promise<{ head: string; ms: number }>;
  stop(): void;
}

/**
 * The attacker of issue 30: a raw socket that sends a multipart form's head and the start of a file part, then one
 * byte every `everyMs`, and never finishes. Ends when the server answers or closes, or when stopped.
 */
export function slowSender(
  url: string,
  route: string,
  { everyMs = 3_000, localAddress = '127.0.0.1' } = {},
): SlowSender {
  const { port, hostname } = new URL(url);
  const socket = net.connect({ port: Number(port), host: hostname, localAddress });
  const started = performance.now();
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n9876500001\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
  socket.on('connect', () =>
    socket.write(
      `POST ${route} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: 5000000\r\n\r\n${head}`,
      'latin1',
    ),
  );
  const trickle = setInterval(() => {
    if (socket.writable) socket.write('x');
  }, everyMs);
  let received = '';
  const ended = new Promise<{ head: string; ms: number }>((resolve) => {
    const done = () => {
      clearInterval(trickle);
      resolve({ head: received.split('\r\n')[0] ?? '', ms: performance.now() - started });
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      done();
    });
    socket.once('close', done);
    socket.once('error', done);
  });
  return {
    ended,
    stop() {
      clearInterval(trickle);
      socket.destroy();
    },
  };
}
