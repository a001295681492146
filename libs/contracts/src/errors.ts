import { z } from 'zod';

/**
 * Every non-2xx body of every service: `{ message }` and nothing else (the service kit's error handler
 * writes it; strict, so a leaked stack or internal field fails the contract).
 */
export const errorResponseSchema = z.object({ message: z.string().min(1) }).strict();
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
