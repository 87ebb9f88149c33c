import { TestApiProvider } from '@portal/api/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/router';
import { PortalThemeProvider } from '@portal/ui';
import { render } from '@testing-library/react';
import { Fragment, StrictMode, type ReactElement } from 'react';

/** Shows where the app navigated to, so tests can assert on it. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

interface RenderOptions {
  /** The URL the test starts at. */
  path?: string;
  /** A page visited before `path`, for Back. */
  from?: string;
  /** The route pattern `ui` is mounted at; navigating elsewhere unmounts it. */
  routePath?: string;
  /** Renders in StrictMode, which runs every effect twice on mount (only at the root in React 19). */
  strictMode?: boolean;
}

/** Renders `ui` with the providers the shell mounts (session, theme, router). */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', from, routePath = '*', strictMode = false }: RenderOptions = {},
) {
  const Root = strictMode ? StrictMode : Fragment;
  return render(
    <Root>
      <TestApiProvider>
        <PortalThemeProvider>
          <MemoryRouter initialEntries={from ? [from, path] : [path]}>
            <Routes>
              <Route path={routePath} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </PortalThemeProvider>
      </TestApiProvider>
    </Root>,
  );
}
