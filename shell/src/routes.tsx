import { Navigate, useLocation, useRoutes, type RouteObject } from '@portal/router';
import { LoadingState, paths } from '@portal/ui-core';
import { Suspense, useMemo, type ReactNode } from 'react';
import { CallbackPage, Guard, LoginPage } from '@portal/sign-in';
import { BridgePage } from './auth/BridgePage';
import { canonicalPath } from './canonicalPath';
import { RouteErrorBoundary } from './pages/ErrorPage';
import { PortalRoot } from './root/PortalRoot';
import type { SectionInfo } from './sections/sections';
import { signedInScreen } from './signedInScreenLoader';

// One chunk for every screen behind sign-in (see signedInScreens.ts).
const AppLayout = signedInScreen('AppLayout');
const RemoteSection = signedInScreen('RemoteSection');
const SettingsPage = signedInScreen('SettingsPage');

/** A spinner in place of a lazily loaded screen until its code has arrived. */
const whenLoaded = (screen: ReactNode) => <Suspense fallback={<LoadingState />}>{screen}</Suspense>;

/** A section is mounted at its path and everything under it; the dashboard is /app itself. */
function sectionRoute(section: SectionInfo): RouteObject {
  const element = whenLoaded(<RemoteSection section={section} />);
  const relative = section.path.slice(paths.dashboard.length);
  return relative ? { path: `${relative}/*`, element } : { index: true, element };
}

/** The route table of docs/product.md "Screens", with a route for each of the configured `sections`. */
export const portalRoutes = (sections: readonly SectionInfo[]): RouteObject[] => [
  {
    path: paths.home,
    element: <RouteErrorBoundary>{whenLoaded(<PortalRoot />)}</RouteErrorBoundary>,
    children: [
      { index: true, element: <Navigate to={paths.app} replace /> },
      { path: paths.login, element: <LoginPage /> },
      { path: '/auth/callback', element: <CallbackPage /> },
      { path: '/auth/bridge', element: <BridgePage /> },
      {
        // No Suspense of its own: the frame's code suspends up to the root's boundary, which is
        // already showing a page, so the router's navigation (a transition) keeps that page (the
        // login screen after sign-in) until the frame paints whole, never a blank page with a
        // spinner. On a first load the root's boundary shows its spinner instead.
        element: (
          <Guard>
            <AppLayout />
          </Guard>
        ),
        children: [
          { path: paths.app, children: sections.map(sectionRoute) },
          { path: paths.settings, element: whenLoaded(<SettingsPage />) },
        ],
      },
      { path: '*', element: <Navigate to={paths.app} replace /> },
    ],
  },
];

/** The portal's pages for the location of the router around it (the shell's `BrowserRouter`). */
export function PortalRoutes({ sections }: { sections: readonly SectionInfo[] }) {
  // The same elements on every navigation: a page the new location keeps is not drawn again.
  const routes = useMemo(() => portalRoutes(sections), [sections]);
  const routePaths = useMemo(() => staticRoutePaths(sections), [sections]);
  const location = useLocation();
  const element = useRoutes(routes);
  // react-router matches case-insensitively: /APP/users would show the users page with no menu
  // item highlighted and no title. One spelling per route: the others redirect to it.
  const canonical = canonicalPath(location.pathname, routePaths);
  if (canonical !== null) {
    return <Navigate to={`${canonical}${location.search}${location.hash}`} replace />;
  }
  return element;
}

/** The fixed paths of the route table, each in its one spelling. */
function staticRoutePaths(sections: readonly SectionInfo[]): string[] {
  return [
    paths.login,
    '/auth/callback',
    '/auth/bridge',
    paths.app,
    paths.settings,
    ...sections.map((s) => s.path),
  ];
}
