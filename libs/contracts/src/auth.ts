import { z } from 'zod';

/** `GET /api/auth/user` (200; 401 `{ message: "Unauthorized" }` when signed out). */
export const CurrentUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

import { isSafeReturnPath, RETURN_TO_MAX } from './constants/auth.ts';

export { AUTH_PATHS, AUTH_PROVIDER_NAME, isSafeReturnPath, loginPathFor, RETURN_TO_MAX } from './constants/auth.ts';

/**
 * `GET /api/login?returnTo=/groups/join/ABCD2345`: where the browser goes after sign-in, a path of this
 * site only (`isSafeReturnPath`); absent: `/`.
 */
export const loginQuerySchema = z.object({
  returnTo: z
    .string()
    .max(RETURN_TO_MAX, `returnTo must be a path of this site, starting with a single /, at most ${RETURN_TO_MAX} characters`)
    .refine(isSafeReturnPath, 'returnTo must be a path of this site, starting with a single /')
    .optional(),
});
