import { Component, Suspense, type ReactNode } from 'react';
import { MESSAGES } from 'shared';
import { Button } from 'shared/ui';
import { PageFallback, PageShown } from '../server-page/page-fallback';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  /** Small slots (the cart panel) get a compact fallback instead of a page-sized one. */
  compact?: boolean;
}

interface BoundaryState {
  error: Error | null;
}

/** Keeps a remote that fails to load or render from breaking the rest of the page. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Remote failed', error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFallback compact={this.props.compact} onRetry={this.retry} />;
  }
}

/** "Remote unavailable" + Reintentar: shown by the boundary and for a load the runtime gave up on. */
export function RemoteFallback({ compact, onRetry }: { compact?: boolean; onRetry: () => void }) {
  const retryButton = (
    <Button variant="primary" onClick={onRetry}>
      {MESSAGES.retry}
    </Button>
  );
  return (
    <div className="remote-fallback" role="alert" data-testid="remote-fallback">
      {compact ? (
        <p>
          {MESSAGES.remoteUnavailable} {retryButton}
        </p>
      ) : (
        <div className="remote-fallback-page">
          <span className="remote-fallback-icon" aria-hidden="true">
            !
          </span>
          <p className="remote-fallback-title">{MESSAGES.remoteUnavailable}</p>
          {retryButton}
        </div>
      )}
    </div>
  );
}

export function RemoteBoundary({ children, onRetry, compact }: BoundaryProps) {
  const fallback = compact ? null : <PageFallback />;
  return (
    <RemoteErrorBoundary onRetry={onRetry} compact={compact}>
      <Suspense fallback={fallback}>
        {children}
        {!compact && <PageShown />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
