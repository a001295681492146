/**
 * Exposed as `profile/./ProfileCompletionCard`. Needs no props: it runs its own queries through the
 * host's QueryClient, so any screen (the home screen remote, the profile screen) can place it. A module
 * of its own, so the card's code is a chunk the profile screen shares: an expose of the card module
 * itself, which the profile screen also imports, pulls the whole profile screen into the home screen.
 */
export { default } from './profile-completion-card.tsx';
