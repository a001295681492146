import type { Context } from 'koa';
import type { ZodError, ZodType, output } from 'zod';

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

/** Validates the query string (values are strings; use z.coerce for numbers). */
export function parseQuery<Schema extends ZodType>(ctx: Context, schema: Schema): output<Schema> {
  const result = schema.safeParse(ctx.query);
  if (!result.success) {
    ctx.throw(400, `Invalid query: ${formatZodError(result.error)}`);
  }
  return result.data;
}
