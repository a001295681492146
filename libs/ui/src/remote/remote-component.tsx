/* eslint-disable @typescript-eslint/no-explicit-any -- remote modules are typed by their callers */
import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../components/spinner.tsx';
import { space } from '../theme/tokens.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteFallback } from './remote-fallback.tsx';
import { emitRemoteEvent } from './remote-events.ts';
import { getLoadedRemoteComponent, loadRemoteComponent, remoteModuleId } from './remote-loader.ts';

export interface RemoteComponentProps<P extends object = Record<string, never>> {
  /** Remote name from the Module Federation table, e.g. "profile". */
  remote: string;
  /** Exposed module, e.g. "./ProfileCompletionCard" (its default export is rendered). */
  module: string;
  /** Props passed to the remote component. */
  props?: P;
  /** Shown while loading (default: a centred spinner). */
  fallback?: ReactNode;
  /** Replaces the default "unavailable" card; gets the error and a retry function. */
  errorFallback?: (error: Error, retry: () => void) => ReactNode;
  /** Human name used in the fallback card (default: the module name). */
  label?: string;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<any> }
  | { status: 'failed'; error: Error };

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[12]} 0;
`;

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * Renders a remote's exposed component: loads it through the MF runtime (whose retry and recovery
 * plugins, `federation-plugins.ts`, retry a failed fetch once and make a later retry go back to the
 * network), then shows a contained fallback with a Retry button. An error boundary contains render errors.
 */
export function RemoteComponent<P extends object = Record<string, never>>({
  remote,
  module,
  props,
  fallback,
  errorFallback,
  label,
}: RemoteComponentProps<P>) {
  const id = remoteModuleId(remote, module);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const cached = getLoadedRemoteComponent(id);
    return cached ? { status: 'ready', Component: cached } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = getLoadedRemoteComponent(id);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteComponent(remote, module).then(
      (Component) => {
        // A screen's first render is the page's largest piece of work: as a transition React renders it
        // in slices that yield to the browser, so a tap meanwhile is answered and no long task blocks the
        // phone's main thread (docs/performance.md, "Phones: Lighthouse mobile"). What shows until it
        // commits (the loading state, or the screen's first render the document came with) stays as is.
        if (!cancelled) startTransition(() => setState({ status: 'ready', Component }));
      },
      (error: unknown) => {
        emitRemoteEvent({ type: 'load-failed', remote, module, error });
        console.error(`[remote ${id}] unavailable`, error);
        if (!cancelled) setState({ status: 'failed', error: toError(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, remote, module, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const name = label ?? module.replace(/^\.\//, '');

  if (state.status === 'loading') {
    return <>{fallback ?? <Loading><Spinner size="lg" label={`Loading ${name}`} /></Loading>}</>;
  }
  if (state.status === 'failed') {
    return <>{errorFallback ? errorFallback(state.error, retry) : <RemoteFallback label={name} onRetry={retry} />}</>;
  }
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={id}
      fallback={(error, reset) =>
        errorFallback ? (
          errorFallback(error, () => {
            reset();
            retry();
          })
        ) : (
          <RemoteFallback
            label={name}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )
      }
    >
      <Component {...(props ?? {})} />
    </RemoteErrorBoundary>
  );
}
