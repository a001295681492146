import { CookieSigner, signCookie } from './cookie-signer.ts';

const DATA = 'alive.sid=eyJzaWQiOiJhYmMifQ==';
// Keygrip's own output for DATA (keygrip 1.1, HMAC-SHA1, base64url), so cookies signed before stay valid.
const BY_OLD_KEY = '8z0T1VkovpG3x0jG_-EUfCOnLhY';
const BY_NEW_KEY = 'f1bNf5fGJ4_DzgBa_HPuLlFCT5k';

describe('CookieSigner', () => {
  it('signs as Keygrip does, with the first key', () => {
    expect(signCookie(DATA, 'old-key')).toBe(BY_OLD_KEY);
    expect(new CookieSigner(['new-key', 'old-key']).sign(DATA)).toBe(BY_NEW_KEY);
  });

  it('says which key signed, -1 for a wrong signature, a changed value or a signature of another length', () => {
    const signer = new CookieSigner(['new-key', 'old-key']);
    expect(signer.index(DATA, BY_NEW_KEY)).toBe(0);
    expect(signer.index(DATA, BY_OLD_KEY)).toBe(1);
    expect(signer.index(`${DATA}x`, BY_NEW_KEY)).toBe(-1);
    expect(signer.index(DATA, BY_NEW_KEY.replace(/^./, 'A'))).toBe(-1);
    expect(signer.index(DATA, 'short')).toBe(-1);
    expect(signer.verify(DATA, BY_OLD_KEY)).toBe(true);
    expect(signer.verify(DATA, '')).toBe(false);
  });

  it('answers a signature it verified before from memory, and a changed one afresh', () => {
    const signer = new CookieSigner(['new-key'], 2);
    expect(signer.index(DATA, BY_NEW_KEY)).toBe(0);
    // Same text again: the same answer; a forgery of the same data still fails.
    expect(signer.index(DATA, BY_NEW_KEY)).toBe(0);
    expect(signer.index(DATA, BY_OLD_KEY)).toBe(-1);
    // Bounded: more verified cookies than it keeps still verify.
    for (const value of ['a', 'b', 'c']) expect(signer.verify(value, signCookie(value, 'new-key'))).toBe(true);
    expect(signer.verify(DATA, BY_NEW_KEY)).toBe(true);
  });

  it('refuses to exist without a key', () => {
    expect(() => new CookieSigner([])).toThrow(/at least one key/);
  });
});
