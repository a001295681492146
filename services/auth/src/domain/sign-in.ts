import type { SessionUser } from '@alive/service-kit';
import type { UserRepository } from '../data/user-repository.ts';
import { IdentityClaims, userFromClaims, type AdminPolicy } from './identity-claims.ts';

export class InvalidIdentityError extends Error {
  override readonly name = 'InvalidIdentityError';
}

/**
 * Signs a person in from verified provider claims: validates them, decides isAdmin from configuration and
 * upserts the user (User.id = sub). Userinfo claims fill gaps only when they are about the same subject.
 */
export async function signIn(
  input: { idTokenClaims: Record<string, unknown>; userinfoClaims?: Record<string, unknown> },
  deps: { users: UserRepository; policy: AdminPolicy },
): Promise<SessionUser> {
  let merged = input.idTokenClaims;
  if (input.userinfoClaims) {
    if (input.userinfoClaims.sub !== input.idTokenClaims.sub) throw new InvalidIdentityError('userinfo subject differs from id_token');
    merged = { ...input.userinfoClaims, ...input.idTokenClaims };
  }
  const claims = IdentityClaims.safeParse(merged);
  if (!claims.success) throw new InvalidIdentityError(`unusable identity claims: ${claims.error.issues[0]?.message ?? 'invalid'}`);
  return deps.users.upsertFromSignIn(userFromClaims(claims.data, deps.policy));
}
