import { TestApiProvider } from '@portal/api/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/router';
import { PortalThemeProvider } from '@portal/ui';
import { render } from '@testing-library/react';
import Section from '../Section';

/** Shows where the app is, as the browser's address bar would. */
function AddressBar() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the section at `path` as the shell mounts it, with the shell's providers. */
export function renderSection(path: string) {
  return render(
    <TestApiProvider>
      <PortalThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/app/organisations/*" element={<Section />} />
            <Route path="*" element={null} />
          </Routes>
          <AddressBar />
        </MemoryRouter>
      </PortalThemeProvider>
    </TestApiProvider>,
  );
}
