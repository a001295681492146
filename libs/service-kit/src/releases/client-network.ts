import { isIPv4, isIPv6 } from 'node:net';
import { normalizeAddress } from '../trusted-proxies.ts';

/**
 * The network a client address belongs to, as one party is likely to hold it: an IPv4 /24, an IPv6 /48
 * (docs/deploy.md, "Only real page loads report"). The canary judge caps what one network contributes,
 * so an attacker who rotates through the addresses of one block counts once; anything that is not an
 * address stands for itself.
 */
export function clientNetworkOf(address: string): string {
  const value = normalizeAddress(address);
  if (isIPv4(value)) return `${value.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(value)) {
    const [head = '', tail = ''] = value.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = value.includes('::') ? [...left, ...new Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 3)
      .map((group) => Number.parseInt(group || '0', 16).toString(16))
      .join(':')}::/48`;
  }
  return value;
}
