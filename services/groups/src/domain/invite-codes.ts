import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@alive/contracts';

/** Makes one invite code; injectable so a test can force a collision. */
export type InviteCodeGenerator = () => string;

/**
 * 8 characters from a 32-letter alphabet without look-alikes (no 0/O, no 1/I), each drawn with the
 * operating system's cryptographic generator: 32^8 ≈ 1.1 × 10^12 codes, so guessing one within the
 * join rate limit is hopeless (docs/product/groups.md, Invite codes).
 */
export const randomInviteCode: InviteCodeGenerator = () => {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
};

/** Attempts at a unique code before creating a group fails (a collision is already one in 10^12 per group). */
export const INVITE_CODE_ATTEMPTS = 5;
