import { Alert, Button } from '@alive/ui';

export interface LoadErrorProps {
  title: string;
  error: Error | null;
  onRetry: () => void;
}

/** A failed read: what failed, the server's message, and Try Again (queries never retry by themselves). */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert
      variant="danger"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {error?.message ?? 'Something went wrong.'}
    </Alert>
  );
}
