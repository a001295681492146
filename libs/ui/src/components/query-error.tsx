import { plainErrorMessage } from '@alive/api-client';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface QueryErrorProps {
  title: string;
  error: Error | null;
  onRetry: () => void;
  /** The retry button's label; screens whose product page names it differently pass their wording. */
  retryLabel?: string;
}

/** A failed read: what failed, one plain sentence (never a raw body), and a way to try again (queries never auto-retry). */
export function QueryError({ title, error, onRetry, retryLabel = 'Try again' }: QueryErrorProps) {
  return (
    <Alert
      variant="danger"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {plainErrorMessage(error)}
    </Alert>
  );
}
