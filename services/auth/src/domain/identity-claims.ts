import { z } from 'zod';
import { shownNameOrNull } from '@alive/contracts';
import type { SignedInUser } from '../data/user-repository.ts';

/** The verified id_token (or userinfo) claims the sign-in needs. */
export const IdentityClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().email().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
}).loose();
export type IdentityClaims = z.infer<typeof IdentityClaims>;

export interface AdminPolicy {
  /** Lower-cased e-mails with admin rights. */
  adminEmails: string[];
  /** Name of a boolean claim granting admin rights; undefined = e-mails only. */
  adminClaim: string | undefined;
}

/**
 * Maps provider claims to the user row. Admin comes only from configuration: a listed e-mail the provider
 * has not marked unverified, or the configured admin claim being exactly `true`.
 */
export function userFromClaims(claims: IdentityClaims, policy: AdminPolicy): SignedInUser {
  const email = claims.email?.trim().toLowerCase() ?? null;
  const adminByEmail = email !== null && claims.email_verified !== false && policy.adminEmails.includes(email);
  const adminByClaim = policy.adminClaim !== undefined && claims[policy.adminClaim] === true;

  // Names are shown to the person's groups: nothing in them may reorder or hide what others read.
  let firstName = shownNameOrNull(claims.given_name);
  let lastName = shownNameOrNull(claims.family_name);
  const name = shownNameOrNull(claims.name);
  if (!firstName && !lastName && name) {
    // Words that show nothing (a lone zero-width space between spaces) are no name part.
    const [first, ...rest] = name.split(/\s+/).filter((word) => shownNameOrNull(word) !== null);
    firstName = first ?? null;
    lastName = rest.join(' ') || null;
  }
  return {
    id: claims.sub,
    email,
    firstName,
    lastName,
    profileImageUrl: claims.picture ?? null,
    isAdmin: adminByEmail || adminByClaim,
  };
}
