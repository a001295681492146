// What the other features of this remote take from the choice history (docs/architecture.md, "Inside a
// remote"): the choice loop shows Recent Choices, refreshes them after a choice and undoes the latest.
export { recentChoicesQueryKey, useRecentChoices } from './api/get-recent-choices.ts';
export { useUndoChoice } from './api/undo-choice.ts';
export { RecentChoicesCard } from './components/recent-choices-card.tsx';
export { recentWithThisDevice } from './components/recent-with-this-device.ts';
