import { SCREEN_DATA_ELEMENT_ID, type ScreenData, type ScreenRead } from '@alive/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
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
  if (seeded) for (const read of data.reads) queryClient.setQueryData(apiQueryKey(read.path), read.data);
  return seeded;
}
