import { ApiProvider, configureApi } from '@portal/api';
import { BrowserRouter, Navigate, Route, Routes } from '@portal/router';
import { CallbackPage, Guard, LoginPage } from '@portal/sign-in';
import { ErrorText, paths, PortalThemeProvider, ToastViewport } from '@portal/ui-core';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { registeredSection } from '@portal/registry';
import { loadPortalConfig } from './portalConfig';
import { setupRemotes } from './remotes';

/**
 * Runs the registered section `name` on its own port, for its squad, at the path the shell mounts
 * it at and with the same providers: theme, API client and session, router, toasts and the other
 * remotes it embeds. It signs in like the shell (its own origin keeps its own session): the popup
 * returns to this origin's /auth/callback, which the API allows for registered apps in development.
 */
export async function renderStandalone(name: string, Section: ComponentType) {
  // The dashboard's base path is '/app/': its routes sit under '/app'.
  const basePath = registeredSection(name).basePath.replace(/\/+$/, '');
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
            <Route path={paths.login} element={<LoginPage returnOrigin={window.location.origin} />} />
            <Route path="/auth/callback" element={<CallbackPage />} />
            <Route
              path={`${basePath}/*`}
              element={
                <Guard>
                  <Section />
                </Guard>
              }
            />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </BrowserRouter>
        <ToastViewport />
      </ApiProvider>
    </PortalThemeProvider>,
  );
}
