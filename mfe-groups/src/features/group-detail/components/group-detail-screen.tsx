import { ScreenFrame } from '@alive/ui';
import { useParams } from 'react-router-dom';

export default function GroupDetailScreen() {
  const { groupId } = useParams<{ groupId: string }>();
  return (
    <ScreenFrame
      eyebrow={groupId ? `Group ${groupId}` : 'Groups'}
      title="Group Details"
      description="Recommendations for everyone in the group, and its members."
      upcoming="Group recommendations by category, the member list with roles, and invites."
    />
  );
}
