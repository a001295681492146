import { ScreenFrame } from '@alive/ui';
import { useParams } from 'react-router-dom';
import { isGroupNotFound, useGroup } from '../api/get-group.ts';
import { GroupLoadError, GroupLoading, GroupNotFound } from './group-detail-states.tsx';

/** `/groups/:groupId`: the group from `GET /api/groups/:groupId`, or Group Not Found (docs/product/groups.md, Group detail). */
export default function GroupDetailScreen() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const group = useGroup(groupId);
  if (group.isPending) return <GroupLoading />;
  if (group.isError) return isGroupNotFound(group.error) ? <GroupNotFound /> : <GroupLoadError onRetry={() => void group.refetch()} />;
  return (
    <ScreenFrame
      eyebrow="Group"
      title={group.data.name}
      description={group.data.description ?? ''}
      upcoming="Group recommendations by category, the member list with roles, and invites."
    />
  );
}
