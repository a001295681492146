import { useQuery } from '@tanstack/react-query';
import { Button, buttonLook, PageHeader, ScreenPage, space, Tabs, TabsContent, TabList, TabsTrigger, useLoginRedirectOnError } from '@alive/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { groupQueryOptions, isGroupNotFound } from '../../../shared/api/groups-api.ts';
import { CopyInviteCode } from '../../../shared/components/copy-invite-code.tsx';
import { LeaveGroupDialog } from '../../../shared/components/leave-group-dialog.tsx';
import { canLeave, memberCountLabel } from '../../../shared/components/roles.ts';
import { GroupLoadError, GroupLoading, GroupNotFound } from './group-detail-states.tsx';
import { GroupRecommendationsTab } from './group-recommendations-tab.tsx';
import { MembersTab } from './members-tab.tsx';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space[2]};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${space[2]};
`;

const BackLink = styled(Link)`
  ${buttonLook({ variant: 'ghost', size: 'sm' })}
`;

/** `/groups/:groupId`: the group, its recommendations and members, or Group Not Found (docs/product/groups.md, Screens). */
export default function GroupDetailScreen() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const group = useQuery(groupQueryOptions(groupId));
  useLoginRedirectOnError(group.error);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (group.isPending) return <GroupLoading />;
  if (group.isError) return isGroupNotFound(group.error) ? <GroupNotFound /> : <GroupLoadError onRetry={() => void group.refetch()} />;
  const data = group.data;
  return (
    <ScreenPage>
      <PageHeader
        eyebrow={`Group · ${memberCountLabel(data.memberCount)}`}
        title={data.name}
        description={data.description ?? undefined}
        actions={
          <Actions>
            <CopyInviteCode code={data.inviteCode} groupName={data.name} />
            <Buttons>
              <BackLink to="/groups">Back to Groups</BackLink>
              {canLeave(data.role) ? (
                <Button size="sm" variant="ghost" onClick={() => setLeaving(true)}>
                  Leave
                </Button>
              ) : null}
            </Buttons>
          </Actions>
        }
      />
      <Tabs defaultValue="recommendations">
        <TabList aria-label="Group">
          <TabsTrigger value="recommendations">Group Recommendations</TabsTrigger>
          <TabsTrigger value="members">Members</TabsTrigger>
        </TabList>
        <TabsContent value="recommendations">
          <GroupRecommendationsTab groupId={data.id} />
        </TabsContent>
        <TabsContent value="members">
          <MembersTab group={data} />
        </TabsContent>
      </Tabs>
      <LeaveGroupDialog group={leaving ? data : null} onClose={() => setLeaving(false)} onLeft={() => navigate('/groups')} />
    </ScreenPage>
  );
}
