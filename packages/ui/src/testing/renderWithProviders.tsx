import { TestApiProvider } from '@portal/api/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/router';
import { render, type RenderResult } from '@testing-library/react';
import { Fragment, StrictMode, type ReactElement } from 'react';
import { PortalThemeProvider, ToastViewport } from '@portal/ui-core';

interface RenderWithProvidersOptions {
  /** The URL the screen starts at, e.g. '/app/users?q=ada'. */
  route?: string;
  /** The route pattern the screen is mounted at, e.g. '/app/users/:userId' or '/app/users/*'. */
  path?: string;
  /** A page visited before `route`, so that Back has somewhere to go. */
  from?: string;
  /** Renders in StrictMode, which runs every effect twice on mount (only at the root in React 19). */
  strictMode?: boolean;
}

export interface CurrentLocation {
  pathname: string;
  search: string;
  /** `pathname` and `search` together, as the address bar shows them. */
  url: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** Where the router is now, e.g. after a row click navigated away or the list state changed. */
  location: () => CurrentLocation;
}

/**
 * Renders a screen with the providers the shell mounts, in the shell's order: theme, API client
 * (with an isolated cache), a router at `route`, and the toast viewport. Mock the API with MSW
 * (`setupApi`).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', from, strictMode = false }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  let current: CurrentLocation = { pathname: '', search: '', url: '' };
  function LocationSpy() {
    const { pathname, search } = useLocation();
    current = { pathname, search, url: `${pathname}${search}` };
    return null;
  }
  const Root = strictMode ? StrictMode : Fragment;
  const result = render(
    <Root>
      <PortalThemeProvider>
        <TestApiProvider>
          <MemoryRouter initialEntries={from ? [from, route] : [route]}>
            <Routes>
              <Route path={path} element={ui} />
              {/* Navigating away from `path` unmounts the screen, as in the portal. */}
              {path !== '*' && <Route path="*" element={null} />}
            </Routes>
            <LocationSpy />
          </MemoryRouter>
          <ToastViewport />
        </TestApiProvider>
      </PortalThemeProvider>
    </Root>,
  );
  return { ...result, location: () => current };
}
