import { Navigate, type RouteObject } from '@portal/router';
import { paths } from '@portal/ui';
import { BridgePage } from './auth/BridgePage';
import { CallbackPage } from './auth/CallbackPage';
import { Guard } from './auth/Guard';
import { LoginPage } from './auth/LoginPage';
import { AppLayout } from './layout/AppLayout';
import { ErrorPage } from './pages/ErrorPage';
import { PortalRoot } from './root/PortalRoot';
import { RemoteSection } from './sections/RemoteSection';
import { SECTIONS, type SectionInfo } from './sections/sections';
import { SettingsPage } from './settings/SettingsPage';

/** A section is mounted at its path and everything under it; the dashboard is /app itself. */
function sectionRoute(section: SectionInfo): RouteObject {
  const element = <RemoteSection section={section} />;
  const relative = section.path.slice(paths.dashboard.length);
  return relative ? { path: `${relative}/*`, element } : { index: true, element };
}

/** The route table of spec section 2. */
export const portalRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <PortalRoot />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <Navigate to={paths.app} replace /> },
      { path: paths.login, element: <LoginPage /> },
      { path: '/auth/callback', element: <CallbackPage /> },
      { path: '/auth/bridge', element: <BridgePage /> },
      {
        element: (
          <Guard>
            <AppLayout />
          </Guard>
        ),
        children: [
          { path: paths.app, children: SECTIONS.map(sectionRoute) },
          { path: paths.settings, element: <SettingsPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.app} replace /> },
    ],
  },
];
