/**
 * Exposed as `profile/./ProfileCompletionCard`. Needs no props: it runs its own queries through the
 * host's QueryClient, so any screen (the home screen remote, the profile screen) can place it.
 */
export { default } from '../features/profile-completion/components/profile-completion-card.tsx';
