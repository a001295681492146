import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network.ts';

describe('clientNetworkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8:85a3::1', '2001:db8:85a3::/48'],
    ['2001:DB8::', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['unknown', 'unknown'],
  ])('puts %s in %s', (address, network) => {
    expect(clientNetworkOf(address)).toBe(network);
  });

  it('tells neighbouring blocks apart', () => {
    expect(clientNetworkOf('203.0.113.7')).not.toBe(clientNetworkOf('203.0.114.7'));
    expect(clientNetworkOf('2001:db8:1::1')).not.toBe(clientNetworkOf('2001:db8:2::1'));
  });
});
