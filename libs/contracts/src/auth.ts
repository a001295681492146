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

export { AUTH_PATHS, AUTH_PROVIDER_NAME } from './constants/auth.ts';
