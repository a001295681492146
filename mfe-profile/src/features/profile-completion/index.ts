// What the other features of this remote take from the profile completion (docs/architecture.md,
// "Inside a remote"): the profile screen shows the card. The home screen's copy is the module
// federation expose (profile-completion-card-expose.tsx), not this.
export { default as ProfileCompletionCard } from './components/profile-completion-card.tsx';
