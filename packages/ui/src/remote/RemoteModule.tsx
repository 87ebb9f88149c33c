import { forgetRemoteComponent, lazyRemoteComponent, LoadingState } from '@portal/ui-core';
import { Component, Suspense, useState, type ReactNode } from 'react';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  onError: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    // One line for whoever reads the console; the user sees the fallback instead of a blank page.
    console.warn(`Remote module failed: ${error.message}`);
    this.props.onError();
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

interface RemoteModuleProps<P extends object> {
  /** 'remote/ExposedModule', e.g. 'activities/ActivityList'. */
  id: string;
  props: P;
  /** Shown when the module cannot load or throws; `retry` loads it again without a page reload. */
  renderError: (retry: () => void, error: Error) => ReactNode;
  loading?: ReactNode;
}

/**
 * Mounts a module exposed by another app: spinner while it loads, `renderError` when it fails.
 * A failed load is not kept, so Retry fetches the remote again.
 */
export function RemoteModule<P extends object>({ id, props, renderError, loading }: RemoteModuleProps<P>) {
  const [load, setLoad] = useState(() => ({ id, attempt: 0, Module: lazyRemoteComponent<P>(id) }));
  if (load.id !== id) setLoad({ id, attempt: 0, Module: lazyRemoteComponent<P>(id) });
  // A retry needs a new lazy component: React keeps a rejected lazy rejected forever.
  const forgetFailedLoad = () => forgetRemoteComponent(load.id);
  const retry = () =>
    setLoad((current) => ({
      ...current,
      attempt: current.attempt + 1,
      Module: lazyRemoteComponent<P>(current.id),
    }));
  const { Module } = load;
  return (
    <RemoteErrorBoundary
      key={`${load.id}#${load.attempt}`}
      fallback={(error) => renderError(retry, error)}
      onError={forgetFailedLoad}
    >
      <Suspense fallback={loading ?? <LoadingState />}>
        <Module {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
