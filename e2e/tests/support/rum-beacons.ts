import type { RumBatch, RumEvent } from '@alive/contracts';
import { RUM_PATH } from '@alive/contracts/constants';
import type { CDPSession } from '@playwright/test';

type RumVital = Extract<RumEvent, { kind: 'vital' }>;

export interface RecordedBeacons {
  /** The vitals named `name` in every batch the pages sent, in sending order. */
  vitals(name: RumVital['name']): RumVital[];
  stop(): Promise<void>;
}

interface PausedRequest {
  requestId: string;
  request: { url: string; method: string; postData?: string; postDataEntries?: { bytes?: string }[] };
}

/**
 * What field telemetry sent to the edge (docs/architecture.md, "Field telemetry"), read on its way there
 * and passed on unchanged. A page load's last vitals, INP among them, leave in a beacon as the page is
 * hidden, which here is when the next page load starts; a page's own network events and Playwright's
 * routes never see that beacon (field-telemetry.spec.ts), the browser's request interception does:
 * `session` is a browser-wide protocol session (`browser.newBrowserCDPSession()`).
 */
export async function recordRumBeacons(session: CDPSession): Promise<RecordedBeacons> {
  const batches: RumEvent[][] = [];
  const unreadable: string[] = [];
  session.on('Fetch.requestPaused', (event: PausedRequest) => {
    const { request } = event;
    if (request.method === 'POST' && new URL(request.url).pathname === RUM_PATH) {
      const body = request.postData ?? (request.postDataEntries ?? []).map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString('utf8')).join('');
      try {
        batches.push((JSON.parse(body) as RumBatch).events);
      } catch {
        unreadable.push(body);
      }
    }
    void session.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined);
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern: `*${RUM_PATH}*`, requestStage: 'Request' }] });
  return {
    vitals(name) {
      if (unreadable.length > 0) throw new Error(`unreadable telemetry batches: ${unreadable.join(' | ').slice(0, 300)}`);
      return batches.flat().filter((event): event is RumVital => event.kind === 'vital' && event.name === name);
    },
    stop: () => session.send('Fetch.disable').then(() => undefined),
  };
}

/** The 75th percentile by nearest rank: the smallest value at least 75 % of the samples are at or under. */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN;
}
