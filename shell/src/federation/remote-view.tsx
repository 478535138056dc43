import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemoteApp, type RemoteAppProps } from './load-remote-app';
import { REMOTE_AREAS, type RemoteName } from './remote-names';
import './remote-view.css';

type LazyApp = LazyExoticComponent<ComponentType<RemoteAppProps>>;

// One lazy component per remote, kept across routes, so moving between two views of the same remote
// renders at once instead of suspending again. Retry replaces the entry.
const lazyApps = new Map<RemoteName, LazyApp>();

function getLazyApp(remote: RemoteName, retry = false): LazyApp {
  let app = retry ? undefined : lazyApps.get(remote);
  if (!app) {
    app = lazy(() => loadRemoteApp(remote, { retry }));
    lazyApps.set(remote, app);
  }
  return app;
}

export type RemoteViewProps = { remote: RemoteName; view: string };

/** Renders one view of a remote: ErrorBoundary → Suspense → lazily loaded `<remote>/app`. */
export function RemoteView({ remote, view }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  // Read on every render: React reuses this instance when the route switches to another remote.
  const App = getLazyApp(remote);

  const retry = () => {
    getLazyApp(remote, true);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <App view={view} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading({ remote }: { remote: RemoteName }) {
  return (
    <div className="cn-remote-loading" role="status" aria-live="polite" data-loading-remote={remote}>
      Loading…
    </div>
  );
}

type BoundaryProps = { remote: RemoteName; onRetry: () => void; children: ReactNode };
type BoundaryState = { error: Error | null };

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteErrorPanel remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

function RemoteErrorPanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <div className="cn-remote-error" role="alert" data-failed-remote={remote}>
      <h2 className="cn-remote-error__title">This area could not be loaded</h2>
      <p className="cn-remote-error__text">
        The {REMOTE_AREAS[remote]} area is unavailable right now. The rest of Canticle still works.
      </p>
      <button type="button" className="cn-button cn-button--primary cn-button--md" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
