import { EmptyState } from '@alive/ui';
import { FlagIcon } from './icons.tsx';

export const OFFLINE_EXHAUSTED_TEXT = "You've answered every pair prepared for offline use. More will appear when you're back online.";

/** Offline with every prepared pair answered (docs/product/choices.md, Offline): not an error, no spinner. */
export function OfflineExhausted() {
  return <EmptyState icon={<FlagIcon size={26} />} title="All caught up for now" titleAs="h2" description={OFFLINE_EXHAUSTED_TEXT} />;
}
