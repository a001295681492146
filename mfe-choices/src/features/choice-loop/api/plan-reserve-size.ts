import { PLAN_RESERVE } from '@alive/contracts/constants';

/** The part of the Network Information API the reserve size reads (Chromium only; absent elsewhere). */
interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW_LINKS = new Set(['slow-2g', '2g', '3g']);

/** True when the browser reports a slow link or asks to save data. */
export function isSlowLink(connection: ConnectionInfo | undefined = (globalThis.navigator as { connection?: ConnectionInfo } | undefined)?.connection): boolean {
  return !!connection && (connection.saveData === true || SLOW_LINKS.has(connection.effectiveType ?? ''));
}

/**
 * How many pairs to prepare beyond the next step (docs/product/choices.md, Offline): the deeper reserve
 * on a slow link, or when the last send failed (the connection may drop at any moment).
 */
export function planReserveSize({ lastSendFailed, slowLink = isSlowLink() }: { lastSendFailed: boolean; slowLink?: boolean }): number {
  return slowLink || lastSendFailed ? PLAN_RESERVE.slow : PLAN_RESERVE.usual;
}
