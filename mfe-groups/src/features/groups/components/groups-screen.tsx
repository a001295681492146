import type { GroupSummary } from '@alive/contracts';
import { Button, EmptyState, Grid, LoadMore, PageHeader, QueryError, ScreenPage, Skeleton, space, useLoginRedirectOnError } from '@alive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { moreGroupsQueryOptions, useGroupsList } from '../../../shared/api/groups-api.ts';
import { LeaveGroupDialog } from '../../../shared/components/leave-group-dialog.tsx';
import { useMorePages } from '../../../shared/hooks/use-more-pages.ts';
import { CreateGroupDialog } from './create-group-dialog.tsx';
import { EditGroupDialog } from './edit-group-dialog.tsx';
import { GroupCard } from './group-card.tsx';
import { JoinGroupDialog } from './join-group-dialog.tsx';

const HeaderActions = styled.div`
  display: flex;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

/** `/groups`: the person's groups, with create, join, edit and leave (docs/product/groups.md, Screens). */
export default function GroupsScreen() {
  const groups = useGroupsList();
  useLoginRedirectOnError(groups.error);
  const more = useMorePages(moreGroupsQueryOptions, groups.data?.nextCursor ?? null, (page) => page.groups);
  // A group can be on both sides for a moment after a change moved the first page's end: shown once.
  const list = [...new Map([...(groups.data?.groups ?? []), ...more.items].map((group) => [group.id, group])).values()];
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);
  const [editing, setEditing] = useState<GroupSummary | null>(null);
  const [leaving, setLeaving] = useState<GroupSummary | null>(null);

  const actions = (
    <HeaderActions>
      <Button variant="outline" onClick={() => setJoining(true)}>
        Join Group
      </Button>
      <Button onClick={() => setCreating(true)}>Create Group</Button>
    </HeaderActions>
  );

  return (
    <ScreenPage>
      <PageHeader eyebrow="Groups" title="Your Groups" description="Private groups you create or join with an invite code." actions={actions} />
      {groups.isPending ? (
        <Grid $columns={3} role="status" aria-label="Loading groups">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} />
          ))}
        </Grid>
      ) : groups.isError && !groups.data ? (
        <QueryError title="Couldn't load your groups" error={groups.error} onRetry={() => void groups.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          titleAs="h2"
          title="No Groups Yet"
          description="Create a group for friends, family or a club, or join one with the invite code someone shared with you."
          action={actions}
        />
      ) : (
        <>
          <Grid $columns={3}>
            {list.map((group) => (
              <GroupCard key={group.id} group={group} onEdit={() => setEditing(group)} onLeave={() => setLeaving(group)} />
            ))}
          </Grid>
          <LoadMore hasMore={more.hasMore} loading={more.loading} error={more.error} onLoadMore={more.loadMore} label="Load more groups" />
        </>
      )}
      <CreateGroupDialog open={creating} onOpenChange={setCreating} />
      <JoinGroupDialog open={joining} onOpenChange={setJoining} />
      <EditGroupDialog group={editing} onClose={() => setEditing(null)} />
      <LeaveGroupDialog group={leaving} onClose={() => setLeaving(null)} />
    </ScreenPage>
  );
}
