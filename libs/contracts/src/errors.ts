import { z } from 'zod';
import { CHOICE_CONFLICT_CODES } from './constants/choices.ts';

/**
 * Every non-2xx body of every service: `{ message }`, with a machine-readable `code` only where a
 * client may act on the reason (`rate_limited`: the account's per-account request limit, docs/architecture.md
 * "Rate limits"; CHOICE_CONFLICT_CODES: why POST /api/user-choices answered 409, docs/product/choices.md).
 * Strict, so a leaked stack or internal field fails the contract.
 */
export const errorResponseSchema = z.object({ message: z.string().min(1), code: z.enum(['rate_limited', ...CHOICE_CONFLICT_CODES]).optional() }).strict();
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
