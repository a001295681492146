import type { UserChoice } from '@alive/contracts';
import { RECENT_CHOICES_LIMIT } from '@alive/contracts/constants';
import type { QueuedChoice } from '../../choice-sync/index.ts';

/**
 * The Recent Choices list as the person expects it (docs/product/choices.md, Offline): the server's
 * latest, plus what this device knows the server has not listed yet: choices recorded in this visit
 * (until the list is fetched again) and choices still waiting to sync (with a negative id: they have
 * none yet). Newest first, at most RECENT_CHOICES_LIMIT.
 */
export function recentWithThisDevice(
  server: readonly UserChoice[] | undefined,
  waiting: readonly QueuedChoice[],
  recordedThisVisit: readonly UserChoice[],
): UserChoice[] | undefined {
  if (server === undefined && waiting.length === 0 && recordedThisVisit.length === 0) return undefined;
  const listed = new Set((server ?? []).map((choice) => choice.id));
  const queued: UserChoice[] = waiting.map((choice, index) => ({
    id: -(index + 1),
    choicePairId: choice.choicePairId,
    selectedOption: choice.selectedOption,
    responseTime: choice.responseTime,
    createdAt: choice.createdAt,
    choicePair: choice.pair,
  }));
  return [...queued, ...recordedThisVisit.filter((choice) => !listed.has(choice.id)), ...(server ?? [])]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, RECENT_CHOICES_LIMIT);
}
