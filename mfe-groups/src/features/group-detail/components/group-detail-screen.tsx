import { Button, buttonLook, PageHeader, ScreenPage, space, Tabs, TabsContent, TabList, TabsTrigger, useLoginRedirectOnError } from '@alive/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isGroupNotFound, useGroup } from '../../../shared/api/groups-api.ts';
import { CopyInviteCode } from '../../../shared/components/copy-invite-code.tsx';
import { LeaveGroupDialog } from '../../../shared/components/leave-group-dialog.tsx';
import { canDelete, canLeave, canReplaceInviteCode, memberCountLabel } from '../../../shared/components/roles.ts';
import { DeleteGroupDialog, NewInviteCodeDialog } from './group-manage-dialogs.tsx';
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
  flex-wrap: wrap;
  justify-content: flex-end;
`;

/** A long group name wraps (on any character, for one long word) rather than running off a phone. */
const Name = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const BackLink = styled(Link)`
  ${buttonLook({ variant: 'ghost', size: 'sm' })}
`;

type Confirming = 'leave' | 'delete' | 'new-code' | null;

/** `/groups/:groupId`: the group, its recommendations and members, or Group Not Found (docs/product/groups.md, Screens). */
export default function GroupDetailScreen() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const group = useGroup(groupId);
  useLoginRedirectOnError(group.error);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  if (group.isPending) return <GroupLoading />;
  if (group.isError) return isGroupNotFound(group.error) ? <GroupNotFound /> : <GroupLoadError error={group.error} onRetry={() => void group.refetch()} />;
  const data = group.data;
  const close = () => setConfirming(null);
  return (
    <ScreenPage>
      <PageHeader
        eyebrow={`Group · ${memberCountLabel(data.memberCount)}`}
        title={<Name>{data.name}</Name>}
        description={data.description ?? undefined}
        actions={
          <Actions>
            <CopyInviteCode code={data.inviteCode} groupName={data.name} />
            <Buttons>
              <BackLink to="/groups">Back to Groups</BackLink>
              {canReplaceInviteCode(data.role) ? (
                <Button size="sm" variant="outline" onClick={() => setConfirming('new-code')}>
                  New invite code
                </Button>
              ) : null}
              {canDelete(data.role) ? (
                <Button size="sm" variant="destructive" onClick={() => setConfirming('delete')}>
                  Delete group
                </Button>
              ) : null}
              {canLeave(data.role) ? (
                <Button size="sm" variant="ghost" onClick={() => setConfirming('leave')}>
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
      <LeaveGroupDialog group={confirming === 'leave' ? data : null} onClose={close} onLeft={() => navigate('/groups')} />
      {confirming === 'delete' ? <DeleteGroupDialog group={data} onClose={close} onDeleted={() => navigate('/groups')} /> : null}
      {confirming === 'new-code' ? <NewInviteCodeDialog group={data} onClose={close} /> : null}
    </ScreenPage>
  );
}
