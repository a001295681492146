import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

/**
 * Largest request body the edge keeps in memory so it can send it to a second replica. API bodies are
 * small JSON (the services' own limit is far below); anything larger streams through once, unretried.
 */
export const REPLAYABLE_BODY_BYTES = 1024 * 1024;

export type RequestBody =
  | { kind: 'buffered'; bytes: Buffer; hadLengthHeader: boolean }
  | { kind: 'streamed'; stream: Readable };

/** Reads the request body into memory up to `limit` bytes; past it, hands back a stream of all of it. */
export function readReplayableBody(req: IncomingMessage, limit = REPLAYABLE_BODY_BYTES): Promise<RequestBody> {
  const hadLengthHeader = req.headers['content-length'] !== undefined;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve({ kind: 'streamed', stream: req });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      cleanup();
      req.pause();
      const stream = new PassThrough();
      for (const c of chunks) stream.write(c);
      req.pipe(stream);
      resolve({ kind: 'streamed', stream });
    };
    const onEnd = () => {
      cleanup();
      resolve({ kind: 'buffered', bytes: Buffer.concat(chunks), hadLengthHeader });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
