import { loadTabs, ScreenPage } from '@alive/ui';
import { HappinessProfileView } from './happiness-profile-view.tsx';
import { ProfileCompletionCard } from '../../profile-completion/index.ts';

/** Exposed as `profile/./ProfileScreen` (routes /happiness-profile and /happiness-code). */
export default function ProfileScreen() {
  return (
    <ScreenPage>
      <HappinessProfileView completionCard={<ProfileCompletionCard />} />
    </ScreenPage>
  );
}

/**
 * A person with a profile sees it in tabs: their code is in before the screen's first render, so that
 * render is the profile the document's picture of it shows (docs/architecture.md, "First paint"), not a
 * skeleton until the tabs arrive.
 */
export const ready = loadTabs;
