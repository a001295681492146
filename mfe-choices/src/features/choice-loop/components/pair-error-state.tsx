import styled from 'styled-components';
import { Alert, Button, space } from '@alive/ui';
import { isUnauthorized, navigateToLogin, plainErrorMessage } from '@alive/api-client';
import { PAIR_AUTH_ERROR_MESSAGE, PAIR_FETCH_ERROR_MESSAGE } from '../api/get-choice-plan.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export interface PairErrorStateProps {
  error: Error;
  onRetry: () => void;
}

/**
 * A failed pair fetch stays inside the pair area (docs/product/choices.md, Errors) with a retry: the
 * product's title for the failure, then what went wrong in one plain sentence people can act on
 * (same section), never a raw error message.
 */
export function PairErrorState({ error, onRetry }: PairErrorStateProps) {
  // The pair fetch keeps the ApiError as the cause of its product-worded error.
  const needsLogin = isUnauthorized(error);
  return (
    <Alert
      variant="danger"
      title={needsLogin ? PAIR_AUTH_ERROR_MESSAGE : PAIR_FETCH_ERROR_MESSAGE}
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
      {needsLogin ? 'Your session has ended. Log in again to keep choosing.' : plainErrorMessage(error.cause ?? error)}
    </Alert>
  );
}
