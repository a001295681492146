import { ApiError } from './api-error.ts';

/**
 * What a person reads when a request fails: one plain sentence they can act on, never a raw body such
 * as `500: {"message":"boom"}` (docs/product/platform.md, "Errors people can act on"). A 4xx that the
 * service explained in words (400, 409, 422 …) keeps that sentence: the services write those for people.
 */
export function plainErrorMessage(error: unknown): string {
  const apiError = apiErrorIn(error);
  if (apiError) return messageForStatus(apiError);
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  if (error instanceof Error && readableSentence(error.message)) return error.message;
  return GENERIC_MESSAGE;
}

export const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const OFFLINE_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

function messageForStatus(error: ApiError): string {
  switch (error.status) {
    case 401:
      return 'Your session has ended. Sign in again to continue.';
    case 403:
      return "You don't have access to this.";
    case 404:
      return "We couldn't find that. It may have been removed.";
    case 408:
    case 429:
      return readableSentence(error.serverMessage) ? error.serverMessage : 'Too many requests at once. Wait a moment, then try again.';
    default:
      if (error.status >= 500 || error.status < 400) return GENERIC_MESSAGE;
      return readableSentence(error.serverMessage)
        ? error.serverMessage.replace(/^Invalid request (?:body|query|params): (?:[\w.[\]]+: )?/, '')
        : "That request wasn't accepted. Check what you entered and try again.";
  }
}

function apiErrorIn(error: unknown): ApiError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof ApiError) return current;
  }
  return null;
}

/** A sentence written for people: short, no markup or JSON, not a status-prefixed dump. */
function readableSentence(text: string | undefined): text is string {
  if (!text) return false;
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 300 && !/[{}<>]/.test(trimmed) && !/^\d{3}\b/.test(trimmed);
}
