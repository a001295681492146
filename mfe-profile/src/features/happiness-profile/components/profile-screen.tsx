import { ScreenPage } from '@alive/ui';
import { HappinessProfileView } from './happiness-profile-view.tsx';
import ProfileCompletionCard from '../../profile-completion/components/profile-completion-card.tsx';

/** Exposed as `profile/./ProfileScreen` (routes /happiness-profile and /happiness-code). */
export default function ProfileScreen() {
  return (
    <ScreenPage>
      <HappinessProfileView completionCard={<ProfileCompletionCard />} />
    </ScreenPage>
  );
}
