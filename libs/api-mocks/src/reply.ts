import { delay, HttpResponse } from 'msw';
import type { z } from 'zod';
import { errorResponseSchema } from '@alive/contracts';

const FAILURE = Symbol('api-mocks.failure');

/** A non-2xx answer with the services' one error body, `{ message }`. */
export interface Failure {
  readonly [FAILURE]: true;
  readonly status: number;
  readonly message: string;
}

export function failure(status: number, message: string): Failure {
  return { [FAILURE]: true, status, message: errorResponseSchema.parse({ message }).message };
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && FAILURE in value;
}

/**
 * What a handler answers: a contract value, a failure, or a function of the request returning either
 * (async to hold the answer back, e.g. with `gate()`).
 */
export type Reply<T> = T | Failure | ((request: Request) => T | Failure | Promise<T | Failure>);

/** A reply that never arrives: the screen stays in its loading state. */
export const pending = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/** A promise plus its opener, to hold an answer until the test lets it go. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/**
 * An MSW resolver answering `reply`. Every success body goes through the route's response schema, so a
 * fixture or an override that drifts from the contract fails the test instead of passing silently.
 */
export function respond<S extends z.ZodType>(schema: S, reply: Reply<z.output<S>>, status = 200) {
  return async ({ request }: { request: Request }) => {
    const value = typeof reply === 'function' ? await (reply as (request: Request) => unknown)(request) : reply;
    if (isFailure(value)) return HttpResponse.json({ message: value.message }, { status: value.status });
    return HttpResponse.json(schema.parse(value) as never, { status });
  };
}
