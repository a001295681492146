import { STATUS_CODES } from 'node:http';

/** An error that knows its HTTP status; `expose` says whether `message` may be shown to the client. */
export class HttpError extends Error {
  readonly status: number;
  readonly expose: boolean;

  constructor(status: number, message?: string, opts: { expose?: boolean; cause?: unknown } = {}) {
    super(message ?? STATUS_CODES[status] ?? 'Error', { cause: opts.cause });
    this.name = 'HttpError';
    this.status = status;
    this.expose = opts.expose ?? status < 500;
  }
}

export function httpError(status: number, message?: string): HttpError {
  return new HttpError(status, message);
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
