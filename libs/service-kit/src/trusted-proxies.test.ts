import fc from 'fast-check';
import { clientAddressOf, normalizeAddress, trustedProxiesFrom } from './trusted-proxies.ts';
import { cidrList } from './settings/setting-types.ts';

const none = trustedProxiesFrom([]);
const edge = trustedProxiesFrom(['10.0.0.0/8', '127.0.0.1', '::1/128']);

describe('client address behind trusted proxies', () => {
  it('ignores X-Forwarded-For from a peer that is not trusted (the default trusts nobody)', () => {
    expect(clientAddressOf('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(clientAddressOf('203.0.113.9', '1.2.3.4', edge)).toBe('203.0.113.9');
  });

  it("honours a trusted edge's entry, counting hops from the right", () => {
    expect(clientAddressOf('10.1.2.3', '198.51.100.7', edge)).toBe('198.51.100.7');
    // The client wrote 6.6.6.6 itself; the edge appended the address it saw.
    expect(clientAddressOf('10.1.2.3', '6.6.6.6, 198.51.100.7', edge)).toBe('198.51.100.7');
    // Two trusted hops (ingress 10.9.9.9, then the edge): the client is left of both.
    expect(clientAddressOf('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.9.9.9', edge)).toBe('198.51.100.7');
  });

  it('maps IPv4 on dual-stack sockets, and stops at a hop that is not an address', () => {
    expect(clientAddressOf('::ffff:127.0.0.1', '198.51.100.7', edge)).toBe('198.51.100.7');
    expect(clientAddressOf('::1', 'not-an-ip', edge)).toBe('::1');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('192.0.2.1:8080')).toBe('192.0.2.1');
  });

  it('a fake header never changes the address an untrusted peer is counted under (property)', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 6 }), (peer, fake) => {
        fc.pre(!peer.startsWith('10.') && peer !== '127.0.0.1');
        expect(clientAddressOf(peer, fake.join(', '), edge)).toBe(peer);
      }),
    );
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR blocks, refusing anything else', () => {
    expect(cidrList.parse('10.0.0.0/8, ::1/128,127.0.0.1')).toEqual(['10.0.0.0/8', '::1/128', '127.0.0.1']);
    expect(cidrList.parse('')).toEqual([]);
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '::1/129']) expect(cidrList.safeParse(bad).success, bad).toBe(false);
  });
});
