/**
 * A non-ok HTTP response. The message format is fixed (docs/product/platform.md, Shared call behaviour):
 * `"<status>: <body text or status text>"`; code decides by `status` (see `isUnauthorized`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Raw response body text ('' when the body was empty). */
  readonly bodyText: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The `message` field of a JSON error body (`{ "message": "..." }`), else the raw text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: fall through to the raw text
    }
    return this.bodyText;
  }
}

/** Throws an `ApiError` for a non-ok response; returns the response untouched otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/**
 * True when `error` is an `ApiError` with status 401, or wraps one as its `cause` (screens re-throw
 * errors with their own message and keep the original as the cause). The one 401 check of the
 * clients: it reads the status, never the message text.
 */
export function isUnauthorized(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof ApiError) return current.status === 401;
  }
  return false;
}
