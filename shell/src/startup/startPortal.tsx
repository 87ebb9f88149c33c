import { ApiProvider, configureApi } from '@portal/api';
import { loadPortalConfig, setupRemotes } from '@portal/federation';
import type { PortalConfig } from '@portal/registry';
import { BrowserRouter } from '@portal/router';
import { PortalThemeProvider, ToastViewport } from '@portal/ui-core';
import { createRoot } from 'react-dom/client';
import { PortalRoutes } from '../routes';
import { configureSections, configuredSections } from '../sections/sections';
import { ConfigErrorPage } from './ConfigErrorPage';
import { ROOT_OPTIONS } from './rootOptions';
import { startRoute } from './startRoute';

/** Reads /portal-config.json and wires the API and the remotes; throws a readable error if it cannot. */
async function configurePortal(): Promise<PortalConfig> {
  const config = await loadPortalConfig();
  configureApi({ apiUrl: config.apiUrl });
  setupRemotes(config);
  configureSections(config.sections);
  return config;
}

/** Starts the shell in `container`: the configuration first, then the portal or a clear error page. */
export async function startPortal(container: HTMLElement): Promise<void> {
  const root = createRoot(container, ROOT_OPTIONS);
  let config: PortalConfig;
  try {
    config = await configurePortal();
  } catch (error) {
    console.error('The portal could not start', error);
    const message = error instanceof Error ? error.message : String(error);
    root.render(
      <PortalThemeProvider>
        <ConfigErrorPage message={message} />
      </PortalThemeProvider>,
    );
    return;
  }
  await startRoute(window.location, config);
  root.render(
    <PortalThemeProvider>
      <ApiProvider>
        <BrowserRouter>
          <PortalRoutes sections={configuredSections()} />
        </BrowserRouter>
        <ToastViewport />
      </ApiProvider>
    </PortalThemeProvider>,
  );
}
