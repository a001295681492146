import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emitRemoteEvent } from './remote-events.ts';

interface Props {
  /** Rendered instead of the children once they threw. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
  /** Which remote module failed, `remote/module` (remoteModuleId), for the log and the field telemetry. */
  label: string;
}

interface State {
  error: Error | null;
}

/** Contains a remote that throws while rendering, so the header, footer and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const [remote = this.props.label, ...module] = this.props.label.split('/');
    emitRemoteEvent({ type: 'render-failed', remote, module: `./${module.join('/')}`, error });
    console.error(`[remote ${this.props.label}] render failed`, error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
