// What the other features of this remote take from the choice sync (docs/architecture.md, "Inside a
// remote"): the choice loop queues choices, keeps its prepared pairs on the device and says what waits;
// Recent Choices lists the waiting ones. The device database, the sender and the send lock stay inside.
export { loadPreparedPairs, storePreparedPairs } from './api/stored-plans.ts';
export type { QueuedChoice } from './api/choice-queue.ts';
export { useChoiceSync } from './hooks/use-choice-sync.ts';
export { useWaitingVisible } from './hooks/use-waiting-visible.ts';
export { SyncStatus, waitingToSyncText } from './components/sync-status.tsx';
