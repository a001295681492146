import { Button, buttonLook, CardContent, CardDescription, CardHeader, CardTitle, Container, MessageCard, MessagePage, QueryError, space, Spinner, useLoginRedirectOnError } from '@alive/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { memberCountLabel } from '../../../shared/components/roles.ts';
import { useGroupJoin } from '../../../shared/hooks/use-group-join.ts';
import { isInvalidInvite, useInvitePreview } from '../api/invite-preview.ts';

const Actions = styled(CardContent)`
  display: flex;
  justify-content: center;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

const PrimaryLink = styled(Link)`
  ${buttonLook({ variant: 'primary' })}
`;

const QuietLink = styled(Link)`
  ${buttonLook({ variant: 'ghost' })}
`;

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container>
      <MessagePage>{children}</MessagePage>
    </Container>
  );
}

/**
 * `/groups/join/:code`, where a shared join link lands (docs/product/groups.md, Join links): the group
 * behind the code and a Join button; a member is sent on to the group; a code that leads nowhere says so.
 * Signed out, the shell shows the landing here, and signing in comes back to this path.
 */
export default function JoinGroupScreen() {
  const { code = '' } = useParams<{ code: string }>();
  const preview = useInvitePreview(code);
  useLoginRedirectOnError(preview.error);
  const navigate = useNavigate();
  const join = useGroupJoin((answer) => navigate(`/groups/${answer.group.id}`));

  if (preview.isPending) {
    return (
      <Frame>
        <Spinner size="lg" label="Loading invite" />
      </Frame>
    );
  }
  if (preview.isError) {
    return (
      <Frame>
        {isInvalidInvite(preview.error) ? (
          <MessageCard>
            <CardHeader>
              <CardTitle as="h1">This invite link doesn’t work</CardTitle>
              <CardDescription>The code may have been replaced by a new one, or mistyped. Ask someone in the group for a fresh link.</CardDescription>
            </CardHeader>
            <Actions>
              <PrimaryLink to="/groups">Back to Groups</PrimaryLink>
            </Actions>
          </MessageCard>
        ) : (
          <QueryError title="Couldn't open this invite" error={preview.error} onRetry={() => void preview.refetch()} />
        )}
      </Frame>
    );
  }

  const group = preview.data;
  return (
    <Frame>
      <MessageCard role="region" aria-label={`Invitation to ${group.name}`}>
        <CardHeader>
          <CardTitle as="h1">{group.isMember ? `You’re already a member of ${group.name}` : `Join ${group.name}`}</CardTitle>
          {group.description ? <CardDescription>{group.description}</CardDescription> : null}
          <CardDescription>{memberCountLabel(group.memberCount)}</CardDescription>
        </CardHeader>
        <Actions>
          {group.isMember && group.groupId ? (
            <PrimaryLink to={`/groups/${group.groupId}`}>Open group</PrimaryLink>
          ) : (
            <Button onClick={() => join.mutate(code)} loading={join.isPending}>
              Join group
            </Button>
          )}
          <QuietLink to="/groups">Back to Groups</QuietLink>
        </Actions>
      </MessageCard>
    </Frame>
  );
}
