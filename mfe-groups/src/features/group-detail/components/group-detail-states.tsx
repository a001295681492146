import { buttonLook, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, QueryError, Spinner } from '@alive/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

const Narrow = styled(Card)`
  width: 100%;
  max-width: 520px;
  text-align: center;
`;

const BackLink = styled(Link)`
  ${buttonLook({ variant: 'primary' })}
`;

export function GroupLoading() {
  return (
    <Page>
      <Spinner size="lg" label="Loading group" />
    </Page>
  );
}

/** docs/product/groups.md, Group detail: "Group Not Found" with a Back to Groups button. */
export function GroupNotFound() {
  return (
    <Container>
      <Page>
        <Narrow>
          <CardHeader>
            <CardTitle as="h1">Group Not Found</CardTitle>
            <CardDescription>This group does not exist, or you are not one of its members.</CardDescription>
          </CardHeader>
          <CardContent>
            <BackLink to="/groups">Back to Groups</BackLink>
          </CardContent>
        </Narrow>
      </Page>
    </Container>
  );
}

/** Any other failure (the service down): say so in a plain sentence and offer a retry, without claiming the group is gone. */
export function GroupLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Container>
      <Page>
        <QueryError title="Couldn't load this group" error={error} onRetry={onRetry} />
      </Page>
    </Container>
  );
}
