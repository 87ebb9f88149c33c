import { LoadingState, useRemoteComponent } from '@portal/ui-core';
import { Component, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

const warnFailed = (error: Error) =>
  // One line for whoever reads the console; the user sees the fallback instead of a blank page.
  console.warn(`Remote module failed: ${error.message}`);

/** Catches what the loaded module throws while it renders. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    warnFailed(error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function LoadFailure({ error, children }: { error: Error; children: ReactNode }) {
  useEffect(() => warnFailed(error), [error]);
  return children;
}

interface RemoteModuleProps<P extends object> {
  /** 'remote/ExposedModule', e.g. 'activities/ActivityList'. */
  id: string;
  props: P;
  /** Shown when the module cannot load or throws; `retry` loads it again without a page reload. */
  renderError: (retry: () => void, error: Error) => ReactNode;
  loading?: ReactNode;
  /** Told of each error the loaded module throws while it renders (not of failed loads). */
  onError?: (error: Error) => void;
}

/**
 * Mounts a module exposed by another app: spinner while it loads, `renderError` when it fails to
 * load or throws. A failed load is not kept, so Retry fetches the remote again.
 */
export function RemoteModule<P extends object>({
  id,
  props,
  renderError,
  loading,
  onError,
}: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const load = useRemoteComponent<P>(id, attempt);
  const retry = () => setAttempt((current) => current + 1);
  const spinner = loading ?? <LoadingState />;
  // The same element while the module and its props are the same: a render of the caller (new
  // callbacks, a new spinner element) does not draw the whole module again.
  const Module = load.state === 'loaded' ? load.Component : null;
  const moduleElement = useMemo(() => Module && <Module {...props} />, [Module, props]);
  if (load.state === 'loading') return spinner;
  if (load.state === 'failed')
    return <LoadFailure error={load.error}>{renderError(retry, load.error)}</LoadFailure>;
  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      fallback={(error) => renderError(retry, error)}
      onError={onError}
    >
      {/* For a module that suspends itself (a lazy part of its own). */}
      <Suspense fallback={spinner}>{moduleElement}</Suspense>
    </RemoteErrorBoundary>
  );
}
