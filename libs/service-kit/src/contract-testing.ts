import { errorResponseSchema } from '@alive/contracts';
import { z, type ZodType, type output } from 'zod';

/** A response whose JSON body was already read (e.g. by a test's own request helper). */
export interface ReadResponse {
  status: number;
  /** The parsed JSON body (undefined for an empty one). */
  body: unknown;
  url?: string;
}

type AnyResponse = Response | ReadResponse;

const BODY_EXCERPT_CHARS = 600;

async function read(response: AnyResponse): Promise<ReadResponse & { text: string }> {
  if (!(response instanceof Response)) {
    return { ...response, text: response.body === undefined ? '' : JSON.stringify(response.body) };
  }
  const text = await response.text();
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${describeResponse(response)} is not JSON: ${excerpt(text)}`);
    }
  }
  return { status: response.status, body, url: response.url, text };
}

function describeResponse(response: { status: number; url?: string }): string {
  return `Response ${response.status}${response.url ? ` from ${response.url}` : ''}`;
}

function excerpt(text: string): string {
  return text.length > BODY_EXCERPT_CHARS ? `${text.slice(0, BODY_EXCERPT_CHARS)}…` : text;
}

function parseWith<Schema extends ZodType>(schema: Schema, got: ReadResponse & { text: string }, what: string): output<Schema> {
  const result = schema.safeParse(got.body);
  if (!result.success) {
    throw new Error(`${describeResponse(got)} does not match the ${what}:\n${z.prettifyError(result.error)}\nbody: ${excerpt(got.text)}`);
  }
  return result.data;
}

/**
 * Parses a success body with the route's response contract from @alive/contracts, so a test fails
 * (with zod's field-by-field report and the body) when the service answers something its clients
 * cannot rely on. Without `status` any 2xx is accepted. Returns the parsed, typed body.
 */
export async function expectContract<Schema extends ZodType>(
  schema: Schema,
  response: AnyResponse,
  opts: { status?: number } = {},
): Promise<output<Schema>> {
  const got = await read(response);
  const statusOk = opts.status === undefined ? got.status >= 200 && got.status < 300 : got.status === opts.status;
  if (!statusOk) {
    throw new Error(`${describeResponse(got)}, expected ${opts.status ?? 'a 2xx'}; body: ${excerpt(got.text)}`);
  }
  return parseWith(schema, got, 'response contract');
}

/** Checks the status and parses the body with the shared error contract; returns its message. */
export async function expectError(response: AnyResponse, status: number): Promise<string> {
  const got = await read(response);
  if (got.status !== status) throw new Error(`${describeResponse(got)}, expected ${status}; body: ${excerpt(got.text)}`);
  return parseWith(errorResponseSchema, got, 'error contract ({ message })').message;
}
