import { isRouteErrorResponse, Link, useLocation } from '@portal/router';
import { Button, paths } from '@portal/ui-core';
import { Component, type ReactNode } from 'react';
import { reloadPage } from './reloadPage';
import { StatusPage } from '@portal/sign-in';

export const UNEXPECTED_ERROR_HEADING = 'Unexpected Application Error!';

// The HTTP responses React Router's default error page names, with its words.
const STATUS_PAGES: Record<number, { heading: string; message: string }> = {
  400: { heading: 'Bad Request', message: 'The request could not be understood.' },
  403: { heading: 'Forbidden', message: 'You are not allowed to open this page.' },
  404: { heading: 'Not Found', message: 'The page you asked for does not exist.' },
  405: { heading: 'Method Not Allowed', message: 'This page cannot be opened that way.' },
};

function describe(error: unknown) {
  if (isRouteErrorResponse(error)) {
    const known = STATUS_PAGES[error.status];
    return {
      title: String(error.status),
      heading: known?.heading ?? (error.statusText || UNEXPECTED_ERROR_HEADING),
      message: typeof error.data === 'string' && error.data ? error.data : (known?.message ?? ''),
    };
  }
  return {
    title: 'Error',
    heading: UNEXPECTED_ERROR_HEADING,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The page for what a screen threw: its message, never a blank screen. */
function ErrorPage({ error }: { error: unknown }) {
  return (
    <StatusPage
      {...describe(error)}
      actions={
        <>
          <Button variant="contained" component={Link} to={paths.login}>
            Login
          </Button>
          <Button variant="outlined" onClick={reloadPage}>
            Refresh Page
          </Button>
        </>
      }
    />
  );
}

interface BoundaryProps {
  /** The location's key: a navigation changes it, and leaves the failed page. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  locationKey: string;
}

class ErrorBoundaryAtLocation extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failure: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failure ? <ErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}

/**
 * Shows `ErrorPage` in place of the routes when a screen throws while it renders, until the next
 * navigation (Login, Back, a typed URL), which renders its page afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundaryAtLocation locationKey={key}>{children}</ErrorBoundaryAtLocation>;
}
