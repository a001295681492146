import { ScreenFrame } from '@alive/ui';

export default function GroupsScreen() {
  return (
    <ScreenFrame
      eyebrow="Groups"
      title="Your Groups"
      description="Private groups you create or join with an invite code."
      upcoming="Create, join and manage groups, copy invite codes and see members."
    />
  );
}
