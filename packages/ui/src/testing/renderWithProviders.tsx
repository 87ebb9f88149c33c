import { TestApiProvider } from '@portal/api/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalThemeProvider, ToastViewport } from '@portal/ui-core';

interface RenderWithProvidersOptions {
  /** The URL the screen starts at, e.g. '/app/users?q=ada'. */
  route?: string;
  /** The route pattern the screen is mounted at, e.g. '/app/users/:userId' or '/app/users/*'. */
  path?: string;
}

export interface CurrentLocation {
  pathname: string;
  search: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** Where the router is now, e.g. after a row click navigated away or the list state changed. */
  location: () => CurrentLocation;
}

/**
 * Renders a screen as the shell would: theme, API client with an isolated cache, a router at
 * `route` and the toast viewport. Mock the API with MSW (`createTestApiServer` of @portal/api/testing).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*' }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  let current: CurrentLocation = { pathname: '', search: '' };
  function LocationSpy() {
    const { pathname, search } = useLocation();
    current = { pathname, search };
    return null;
  }
  const result = render(
    <PortalThemeProvider>
      <TestApiProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationSpy />
        </MemoryRouter>
        <ToastViewport />
      </TestApiProvider>
    </PortalThemeProvider>,
  );
  return { ...result, location: () => current };
}
