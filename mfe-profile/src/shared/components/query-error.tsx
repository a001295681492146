import { Alert, Button } from '@alive/ui';

export interface QueryErrorProps {
  title: string;
  error: Error | null;
  onRetry: () => void;
}

/** A failed read: what failed, the server's message, and a way to try again (queries never auto-retry). */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <Alert
      variant="danger"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error?.message ?? 'Something went wrong.'}
    </Alert>
  );
}
