import {
  createDeviceCookies,
  DEVICE_COOKIE_KEY_MIN_LENGTH,
  DEVICE_COOKIE_LIFETIME_SECONDS,
  DEVICE_COOKIE_PATH,
  signInAccountKey,
} from './device-cookies.ts';

// The signed device cookie of the sign-in limits (docs/architecture.md, "Sign-in limits"), without a
// server: what it names, who can make one, and how long it counts.

const KEY = 'k'.repeat(DEVICE_COOKIE_KEY_MIN_LENGTH);
const OTHER_KEY = 'o'.repeat(DEVICE_COOKIE_KEY_MIN_LENGTH);
const maya = signInAccountKey('maya@alive.local');
const alex = signInAccountKey('alex@alive.local');

describe('device cookies', () => {
  it('name the account by a hash of the typed e-mail, however it was typed, and never the address itself', () => {
    expect(signInAccountKey(' Maya@Alive.LOCAL ')).toBe(maya);
    expect(maya).not.toBe(alex);
    const cookies = createDeviceCookies({ keys: [KEY], secure: false });
    const value = cookies.issue(maya);
    expect(value).not.toContain('maya');
    expect(cookies.verify(value, maya)).toMatchObject({ account: maya });
  });

  it('carry a fresh nonce each time: every sign-in gives a new cookie', () => {
    const cookies = createDeviceCookies({ keys: [KEY], secure: false });
    const first = cookies.verify(cookies.issue(maya), maya)!;
    const second = cookies.verify(cookies.issue(maya), maya)!;
    expect(first.nonce).not.toBe(second.nonce);
  });

  it('do not check out for another account, with a changed part, or signed with another key', () => {
    const cookies = createDeviceCookies({ keys: [KEY], secure: false });
    const value = cookies.issue(alex);
    expect(cookies.verify(value, maya)).toBeNull();
    // Alex's cookie with Maya's name put in: the signature covers the account.
    expect(cookies.verify(value.replace(alex, maya), maya)).toBeNull();
    const [version, account, nonce, issuedAt, signature] = cookies.issue(maya).split('.') as [string, string, string, string, string];
    expect(cookies.verify([version, account, `${nonce.slice(1)}A`, issuedAt, signature].join('.'), maya)).toBeNull();
    expect(cookies.verify([version, account, nonce, (parseInt(issuedAt, 36) + 1).toString(36), signature].join('.'), maya)).toBeNull();
    expect(cookies.verify([version, account, nonce, issuedAt, `${signature.slice(1)}A`].join('.'), maya)).toBeNull();
    expect(createDeviceCookies({ keys: [OTHER_KEY], secure: false }).verify(cookies.issue(maya), maya)).toBeNull();
    for (const junk of [undefined, '', 'v1', 'a.b.c.d.e', `${cookies.issue(maya)}.extra`]) expect(cookies.verify(junk, maya), String(junk)).toBeNull();
  });

  it('verify with every key and sign with the first, so a key can be rotated', () => {
    const old = createDeviceCookies({ keys: [OTHER_KEY], secure: false }).issue(maya);
    const rotated = createDeviceCookies({ keys: [KEY, OTHER_KEY], secure: false });
    expect(rotated.verify(old, maya)).not.toBeNull();
    expect(createDeviceCookies({ keys: [KEY], secure: false }).verify(rotated.issue(maya), maya)).not.toBeNull();
  });

  it('stop counting after their lifetime, and a cookie dated in the future never counts', () => {
    let now = Date.UTC(2026, 11, 7);
    const cookies = createDeviceCookies({ keys: [KEY], secure: false, now: () => now });
    const value = cookies.issue(maya);
    expect(cookies.verify(value, maya)?.expiresAt).toBe(now + DEVICE_COOKIE_LIFETIME_SECONDS * 1000);
    now += DEVICE_COOKIE_LIFETIME_SECONDS * 1000 - 1000;
    expect(cookies.verify(value, maya)).not.toBeNull();
    now += 1000;
    expect(cookies.verify(value, maya)).toBeNull();

    const future = createDeviceCookies({ keys: [KEY], secure: false, now: () => now + 10 * 60_000 }).issue(maya);
    expect(cookies.verify(future, maya)).toBeNull();
  });

  it('are HttpOnly, SameSite=Lax, limited to the sign-in pages, long-lived, and Secure on https', () => {
    const now = Date.UTC(2026, 11, 7);
    const plain = createDeviceCookies({ keys: [KEY], secure: false, now: () => now });
    const header = plain.setCookieHeader(maya, 'value');
    expect(header.split('; ')).toEqual([
      `${plain.nameFor(maya)}=value`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${DEVICE_COOKIE_LIFETIME_SECONDS}`,
      `Expires=${new Date(now + DEVICE_COOKIE_LIFETIME_SECONDS * 1000).toUTCString()}`,
      'HttpOnly',
      'SameSite=Lax',
    ]);
    expect(createDeviceCookies({ keys: [KEY], secure: true }).setCookieHeader(maya, 'value')).toMatch(/; Secure$/);
    // One cookie per account: a shared browser keeps each person's.
    expect(plain.nameFor(maya)).not.toBe(plain.nameFor(alex));
  });

  it('refuse short keys and no key at all', () => {
    expect(() => createDeviceCookies({ keys: [], secure: false })).toThrow(/at least one key/);
    expect(() => createDeviceCookies({ keys: ['k'.repeat(DEVICE_COOKIE_KEY_MIN_LENGTH - 1)], secure: false })).toThrow(
      `${DEVICE_COOKIE_KEY_MIN_LENGTH} or more characters`,
    );
  });
});
