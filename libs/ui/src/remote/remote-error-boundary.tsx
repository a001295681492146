import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they threw. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
  /** For logging which remote failed. */
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
    console.error(`[remote ${this.props.label}] render failed`, error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
