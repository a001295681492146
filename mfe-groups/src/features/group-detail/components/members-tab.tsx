import type { Group, GroupMember } from '@alive/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, fontWeights, LoadMore, radii, space, VisuallyHidden } from '@alive/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { moreMembersQueryOptions } from '../../../shared/api/groups-api.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { CopyInviteCode } from '../../../shared/components/copy-invite-code.tsx';
import { canRemoveMember, ROLE_DISPLAY } from '../../../shared/components/roles.ts';
import { useMorePages } from '../../../shared/hooks/use-more-pages.ts';
import { useMemberRemoval } from '../hooks/use-member-removal.ts';
import { useMemberRoleChange } from '../hooks/use-member-role-change.ts';

const JoinPageLink = styled(Link)`
  display: inline-block;
  margin-top: ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.brandActive};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${space[6]};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  flex-wrap: wrap;
`;

const Avatar = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${colors.brandSoft};
  color: ${colors.brand};
  font-weight: ${fontWeights.semibold};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  flex-shrink: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Who = styled.div`
  flex: 1;
  min-width: 160px;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${fontWeights.medium};
  overflow-wrap: anywhere;
`;

/** Keeps its full word beside a long name. */
const RoleBadge = styled(Badge)`
  flex: none;
`;

const Joined = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** First and last name, else the e-mail (docs/product/groups.md, Screens: name or e-mail). */
export function memberName(user: GroupMember['user']): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Member';
}

function initials(user: GroupMember['user']): string {
  const name = memberName(user);
  return name.slice(0, 1).toUpperCase();
}

const joinedFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function MemberRow({ member, group, onRemove }: { member: GroupMember; group: Group; onRemove: (member: GroupMember) => void }) {
  const viewerIsOwner = group.role === 'owner';
  const name = memberName(member.user);
  const role = ROLE_DISPLAY[member.role];
  const nextRole = member.role === 'admin' ? 'member' : 'admin';
  const change = useMemberRoleChange(group.id, name);
  return (
    <Row data-testid="group-member" aria-label={name}>
      <Avatar aria-hidden="true">{member.user.profileImageUrl ? <img src={member.user.profileImageUrl} alt="" /> : initials(member.user)}</Avatar>
      <Who>
        <Name>{name}</Name>
        <Joined>Joined {joinedFormat.format(new Date(member.joinedAt))}</Joined>
      </Who>
      <RoleBadge variant={role.badge}>{role.label}</RoleBadge>
      {viewerIsOwner && member.role !== 'owner' ? (
        // The name is what the button shows, then whom it is for ("Make admin (Priya Shah)"): speech input says what it sees.
        <Button size="sm" variant="outline" onClick={() => change.mutate({ memberId: member.id, role: nextRole })} loading={change.isPending}>
          {nextRole === 'admin' ? 'Make admin' : 'Make member'}
          <VisuallyHidden> ({name})</VisuallyHidden>
        </Button>
      ) : null}
      {canRemoveMember(group.role, member.role) ? (
        <Button size="sm" variant="ghost" onClick={() => onRemove(member)} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      ) : null}
    </Row>
  );
}

/** Remove asks first: the person loses the group and its lists until they join again with a valid code. */
function RemoveMemberDialog({ group, member, onClose }: { group: Group; member: GroupMember; onClose: () => void }) {
  const remove = useMemberRemoval(group.id, onClose);
  const name = memberName(member.user);
  return (
    <ConfirmDialog
      title={`Remove ${name}?`}
      description={`${name} will no longer see ${group.name} or its recommendations. They can join again only with a valid invite code.`}
      confirmLabel="Remove member"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(member.id)}
      onClose={onClose}
    />
  );
}

/** Members tab: avatar, name or e-mail, joined date, role badge, the first page and "Load more", and the Invite More Members box. */
export function MembersTab({ group }: { group: Group }) {
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const more = useMorePages((after) => moreMembersQueryOptions(group.id, after), group.membersNextCursor, (page) => page.members);
  const members = [...group.members, ...more.items];
  return (
    <section aria-label="Members">
      <List>
        {members.map((member) => (
          <MemberRow key={member.id} member={member} group={group} onRemove={setRemoving} />
        ))}
      </List>
      <LoadMore hasMore={more.hasMore} loading={more.loading} error={more.error} onLoadMore={more.loadMore} label="Load more members" />
      <Card $tone="brand">
        <CardHeader>
          {/* h2: the first heading under the group's name on this tab (axe heading-order). */}
          <CardTitle as="h2">Invite More Members</CardTitle>
          <CardDescription>Share this code or its join link; anyone signed in can join with it.</CardDescription>
        </CardHeader>
        <CardContent>
          <CopyInviteCode code={group.inviteCode} groupName={group.name} />
          {/* What the people you invite will see when they open the link. */}
          <JoinPageLink to={`/groups/join/${encodeURIComponent(group.inviteCode)}`}>See the join page</JoinPageLink>
        </CardContent>
      </Card>
      {removing ? <RemoveMemberDialog group={group} member={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
