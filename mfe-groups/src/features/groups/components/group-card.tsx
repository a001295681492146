import type { GroupSummary } from '@alive/contracts';
import { Badge, Button, buttonLook, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, space } from '@alive/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CopyInviteCode } from '../../../shared/components/copy-invite-code.tsx';
import { RoleIcon } from './role-icon.tsx';
import { canEdit, canLeave, memberCountLabel, ROLE_DISPLAY } from '../../../shared/components/roles.ts';

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[2]};
`;

/** A long name wraps (on any character, for one long word) and never pushes the role badge out. */
const Name = styled(CardTitle)`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The badge keeps its full word whatever the name's length (docs/product/groups.md, Group list). */
const RoleBadge = styled(Badge)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  flex: none;
  margin-top: 2px;
`;

const Meta = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

const Actions = styled.div`
  display: flex;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

const DetailsLink = styled(Link)`
  ${buttonLook({ variant: 'primary', size: 'sm' })}
`;

/** One group of the list (docs/product/groups.md, Screens: name, role icon, members, description, code, actions). */
export function GroupCard({ group, onEdit, onLeave }: { group: GroupSummary; onEdit: () => void; onLeave: () => void }) {
  const role = ROLE_DISPLAY[group.role];
  return (
    <Card data-testid="group-card" aria-label={group.name} role="article">
      <CardHeader>
        <TitleRow>
          <Name as="h2">{group.name}</Name>
          <RoleBadge variant={role.badge}>
            <RoleIcon role={group.role} />
            {role.label}
          </RoleBadge>
        </TitleRow>
        <Meta>{memberCountLabel(group.memberCount)}</Meta>
        {group.description ? <CardDescription>{group.description}</CardDescription> : null}
      </CardHeader>
      <Body>
        <CopyInviteCode code={group.inviteCode} groupName={group.name} />
        <Actions>
          <DetailsLink to={`/groups/${group.id}`} aria-label={`View Details of ${group.name}`}>
            View Details
          </DetailsLink>
          {canEdit(group.role) ? (
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${group.name}`}>
              Edit
            </Button>
          ) : null}
          {canLeave(group.role) ? (
            <Button size="sm" variant="ghost" onClick={onLeave} aria-label={`Leave ${group.name}`}>
              Leave
            </Button>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
}
