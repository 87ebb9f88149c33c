import { Outlet, useLocation } from '@portal/router';
import { useEffect } from 'react';
import { documentTitleFor } from './documentTitle';
import { useSessionEventToasts } from './sessionEventToasts';

/** The root route: what every page of the shell shares besides the providers. */
export function PortalRoot() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  useSessionEventToasts();
  return <Outlet />;
}
