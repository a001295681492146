import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keygrip's signature (HMAC-SHA1, base64url), what `cookies` writes and checks for `<name>.sig`. */
export function signCookie(data: string, key: string): string {
  return createHmac('sha1', key).update(data).digest('base64url');
}

/**
 * The signer `cookies` uses for `app.keys` (Keygrip's interface: the first key signs, every key
 * verifies), remembering the signatures it has verified. Every signed-in request carries the same
 * session cookie, and checking it anew cost three HMACs (the signature, then Keygrip's constant-time
 * compare hashes both sides again): about 2 % of the choices service's CPU (docs/performance.md,
 * "Where the service's CPU goes"). Only signatures that verified are kept, by their exact cookie text,
 * so a forged cookie is never helped, and the answer for a known one cannot change: the keys are fixed
 * for the life of the process.
 */
export class CookieSigner {
  private readonly verified = new Map<string, number>();

  constructor(
    private readonly keys: readonly string[],
    private readonly maxRemembered = 10_000,
  ) {
    if (keys.length === 0) throw new Error('CookieSigner needs at least one key');
  }

  sign(data: string): string {
    return signCookie(data, this.keys[0]!);
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** The index of the key that signed `data` as `digest`, or -1. */
  index(data: string, digest: string): number {
    const remembered = `${digest}\n${data}`;
    const known = this.verified.get(remembered);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    for (let i = 0; i < this.keys.length; i += 1) {
      const expected = Buffer.from(signCookie(data, this.keys[i]!));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        if (this.verified.size >= this.maxRemembered) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(remembered, i);
        return i;
      }
    }
    return -1;
  }
}
