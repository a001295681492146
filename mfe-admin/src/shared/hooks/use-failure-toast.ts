import { ApiError } from '@alive/api-client';
import { useLoginRedirect, useToast } from '@alive/ui';
import { useCallback } from 'react';
import { serverMessage } from '../api/admin-pairs-api.ts';

export interface FailureToast {
  title: string;
  /** Shown unless `withServerMessage` and the server explained a refusal (a 4xx with a message). */
  description?: string;
  withServerMessage?: boolean;
}

/**
 * Returns `fail(error, toast)`: a lost session (401) shows the shared "Unauthorized: You are logged
 * out. Logging in again..." and goes to the login after 500 ms; any other failure shows the screen's
 * own error toast (docs/product/admin.md, toasts).
 */
export function useFailureToast(): (error: unknown, failure: FailureToast) => void {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useCallback(
    (error: unknown, failure: FailureToast) => {
      if (loginRedirect(error)) return;
      // A 5xx message ("Internal Server Error") says nothing the admin can act on.
      const message = failure.withServerMessage && error instanceof ApiError && error.status < 500 ? serverMessage(error) : null;
      toast({ variant: 'destructive', title: failure.title, description: message ?? failure.description });
    },
    [loginRedirect, toast],
  );
}
