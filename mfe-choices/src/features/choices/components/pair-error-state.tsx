import styled from 'styled-components';
import { Alert, Button, space } from '@alive/ui';
import { isUnauthorized, navigateToLogin } from '@alive/api-client';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export interface PairErrorStateProps {
  error: Error;
  onRetry: () => void;
}

/** A failed pair fetch stays inside the pair area (docs/product/choices.md, Errors) with a retry. */
export function PairErrorState({ error, onRetry }: PairErrorStateProps) {
  // The pair fetch keeps the ApiError as the cause of its product-worded error.
  const needsLogin = isUnauthorized(error);
  return (
    <Alert
      variant="danger"
      title={error.message}
      action={
        <Actions>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
          {needsLogin ? (
            <Button size="sm" onClick={navigateToLogin}>
              Log in
            </Button>
          ) : null}
        </Actions>
      }
    >
      {needsLogin ? 'Your session has ended. Log in again to keep choosing.' : 'We could not load the next choice.'}
    </Alert>
  );
}
