/**
 * A non-ok HTTP response. The message format is fixed by the spec (section 8):
 * `"<status>: <body text or status text>"`, so callers (and toasts) can match on `401:`.
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
 * True for an `ApiError` with status 401, and for any error whose message starts with `401:`
 * (the spec's format), so it also works for errors re-thrown by other code.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401: /.test(error.message);
}
