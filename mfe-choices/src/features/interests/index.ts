// What the other features of this remote take from the interests (docs/architecture.md, "Inside a
// remote"): the choice loop places the first-run step and "Your interests" above the pair.
export { useInterests } from './api/interests.ts';
export { useFirstRunDecided } from './hooks/use-first-run-decided.ts';
export { InterestsCard } from './components/interests-card.tsx';
