import { SCREEN_DATA_ELEMENT_ID, type ScreenData, type ScreenRead } from '@alive/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { onChoiceRecorded } from './choice-recorded.ts';
import { apiQueryKey } from './endpoint-client.ts';

/** The block's value if it has the shape the edge writes (ScreenData), else null: a page trusts it no further. */
export function parseScreenData(text: string | null | undefined): ScreenData | null {
  try {
    const data = JSON.parse(text ?? '') as Partial<ScreenData> | null;
    const isRead = (read: Partial<ScreenRead> | null) => typeof read?.path === 'string' && 'data' in read;
    return typeof data?.path === 'string' && Array.isArray(data.reads) && data.reads.every(isRead) ? (data as ScreenData) : null;
  } catch {
    return null;
  }
}

/**
 * The answers the edge rendered the document's screen with (docs/architecture.md, "First paint"), put
 * into the query cache at the keys of their addresses before anything renders, so the screen's first
 * render shows what the picture of it in the document shows, and does not load it again. Only when the
 * page shows that picture (`fragmentPath`, the path it was rendered for); the block is taken out of the
 * document either way.
 */
export function seedScreenAnswers(queryClient: QueryClient, fragmentPath: string | undefined): boolean {
  const element = document.getElementById(SCREEN_DATA_ELEMENT_ID);
  const data = parseScreenData(element?.textContent);
  element?.remove();
  const seeded = !!data && data.path === fragmentPath;
  if (seeded) {
    const queries: object[] = [];
    for (const read of data.reads) {
      const queryKey = apiQueryKey(read.path);
      queryClient.setQueryData(queryKey, read.data);
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query) {
        seededUpdate.set(query, query.state.dataUpdateCount);
        queries.push(query);
      }
    }
    endSeedWindowOnChange(queryClient, queries);
  }
  return seeded;
}

/**
 * A recorded choice or any other successful write may change what the seeded answers say: from then
 * on a visit refreshes them, even inside the start-up window (a quick round trip to the home screen and
 * back must not show the profile as it was before the choice).
 */
function endSeedWindowOnChange(queryClient: QueryClient, queries: readonly object[]): void {
  const end = () => {
    for (const query of queries) seededUpdate.delete(query);
    clearTimeout(timer);
    stopChoices();
    stopMutations();
  };
  const stopChoices = onChoiceRecorded(queryClient, end);
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') end();
  });
  const timer = setTimeout(end, SEEDED_ANSWER_FRESH_MS);
}

/**
 * The queries seedScreenAnswers filled, with their data's update count then: while it is the same, the
 * data (and its dataUpdatedAt) is the seeded answer; a later answer counts up.
 */
const seededUpdate = new WeakMap<object, number>();

/** How long a seeded answer counts as this visit's own read: the page's start-up, not a later visit. */
export const SEEDED_ANSWER_FRESH_MS = 5_000;

interface VisitedQuery {
  state: { dataUpdateCount: number; dataUpdatedAt: number; isInvalidated: boolean };
}

/**
 * `refetchOnMount` for a read that every visit refreshes ('always': the numbers move with choices made
 * on other screens), except for the answer the edge fetched for this very page load: the screen's first
 * mount would read it again at once and get the same answer (docs/architecture.md, "A screen with the
 * person's data"). Once that answer is replaced, invalidated or 5 s old, or anything was written since
 * (endSeedWindowOnChange), visits refresh as before.
 */
export function refetchOnVisit(query: VisitedQuery): boolean | 'always' {
  const { dataUpdateCount, dataUpdatedAt, isInvalidated } = query.state;
  const ownAnswer = seededUpdate.get(query) === dataUpdateCount && !isInvalidated && Date.now() - dataUpdatedAt < SEEDED_ANSWER_FRESH_MS;
  return ownAnswer ? false : 'always';
}
