import type { Context } from 'koa';
import type { ZodError, ZodObject, ZodType, output } from 'zod';

/** `field.path: problem; other: problem` — names every failing field so a client can fix its input. */
export function formatZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export function isZodError(error: unknown): error is ZodError {
  return (
    error instanceof Error &&
    error.name === 'ZodError' &&
    Array.isArray((error as Partial<ZodError>).issues)
  );
}

/** Validates the parsed JSON body; 400 `Invalid request body: <field>: <problem>` otherwise. */
export function parseBody<Schema extends ZodType>(ctx: Context, schema: Schema): output<Schema> {
  const result = schema.safeParse(ctx.request.body ?? {});
  if (!result.success) {
    ctx.throw(400, `Invalid request body: ${formatZodError(result.error)}`);
  }
  return result.data;
}

/**
 * Validates the query string; 400 `Invalid query: …` otherwise. Values are strings (an array when repeated):
 * numbers with `queryInt` from @alive/contracts, never `z.coerce.number()`, which takes `0x5` and `1e1`
 * (docs/api.md, Input rules).
 */
export function parseQuery<Schema extends ZodType>(ctx: Context, schema: Schema): output<Schema> {
  const result = schema.safeParse(ctx.query);
  if (!result.success) {
    ctx.throw(400, `Invalid query: ${formatZodError(result.error)}`);
  }
  return result.data;
}

/** Validates the route's path parameters (`ctx.params`, decoded strings; ids with `queryInt`); 400 `Invalid path: …` otherwise. */
export function parseParams<Schema extends ZodType>(ctx: Context, schema: Schema): output<Schema> {
  const result = schema.safeParse((ctx as Context & { params?: unknown }).params ?? {});
  if (!result.success) {
    ctx.throw(400, `Invalid path: ${formatZodError(result.error)}`);
  }
  return result.data;
}

/**
 * Validates the request headers an endpoint declares (names in lower case); 400 `Invalid headers: …`
 * otherwise. Only the declared names are read: a request carries many headers the route never looks at.
 */
export function parseHeaders<Schema extends ZodObject>(ctx: Context, schema: Schema): output<Schema> {
  const declared: Record<string, unknown> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = ctx.headers[name.toLowerCase()];
    if (value !== undefined) declared[name] = value;
  }
  const result = schema.safeParse(declared);
  if (!result.success) {
    ctx.throw(400, `Invalid headers: ${formatZodError(result.error)}`);
  }
  return result.data;
}
