import { buttonLook, CardContent, CardDescription, CardHeader, CardTitle, Container, MessageCard, MessagePage, QueryError, Spinner } from '@alive/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const BackLink = styled(Link)`
  ${buttonLook({ variant: 'primary' })}
`;

export function GroupLoading() {
  return (
    <MessagePage>
      <Spinner size="lg" label="Loading group" />
    </MessagePage>
  );
}

/** docs/product/groups.md, Group detail: "Group Not Found" with a Back to Groups button. */
export function GroupNotFound() {
  return (
    <Container>
      <MessagePage>
        <MessageCard>
          <CardHeader>
            <CardTitle as="h1">Group Not Found</CardTitle>
            <CardDescription>This group does not exist, or you are not one of its members.</CardDescription>
          </CardHeader>
          <CardContent>
            <BackLink to="/groups">Back to Groups</BackLink>
          </CardContent>
        </MessageCard>
      </MessagePage>
    </Container>
  );
}

/** Any other failure (the service down): say so in a plain sentence and offer a retry, without claiming the group is gone. */
export function GroupLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Container>
      <MessagePage>
        <QueryError title="Couldn't load this group" error={error} onRetry={onRetry} />
      </MessagePage>
    </Container>
  );
}
