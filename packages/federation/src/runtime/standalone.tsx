import { ApiProvider, configureApi } from '@portal/api';
import { BrowserRouter, Navigate, Route, Routes } from '@portal/router';
import { ErrorText, PortalThemeProvider, ToastViewport } from '@portal/ui-core';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from './portalConfig';
import { setupRemotes } from './remotes';

interface StandaloneOptions {
  /** The path the shell mounts the section at, e.g. '/app/users'. */
  basePath: string;
}

/**
 * Runs one remote on its own port, for its squad, with the same providers the shell mounts:
 * theme, API client and session, router, toasts and the other remotes it embeds.
 */
export async function renderStandalone(Section: ComponentType, { basePath }: StandaloneOptions) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadPortalConfig();
    configureApi({ apiUrl: config.apiUrl });
    setupRemotes(config);
  } catch (error) {
    root.render(<ErrorText>{error instanceof Error ? error.message : String(error)}</ErrorText>);
    return;
  }
  root.render(
    <PortalThemeProvider>
      <ApiProvider>
        <BrowserRouter>
          <Routes>
            <Route path={`${basePath}/*`} element={<Section />} />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </BrowserRouter>
        <ToastViewport />
      </ApiProvider>
    </PortalThemeProvider>,
  );
}
