import { isRouteErrorResponse, Link, useRouteError } from '@portal/router';
import { Button, paths } from '@portal/ui-core';
import { reloadPage } from './reloadPage';
import { StatusPage } from '@portal/sign-in';

export const UNEXPECTED_ERROR_HEADING = 'Unexpected Application Error!';

// The route responses the router can produce, with the words React Router's default page uses.
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

/** The router's error page: anything a route throws ends here, never on a blank screen. */
export function ErrorPage() {
  const page = describe(useRouteError());
  return (
    <StatusPage
      {...page}
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
