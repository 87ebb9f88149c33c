// Runtime configuration: the shell reads the API URL from /portal-config.json (a standalone remote
// from its own config) and hands it over here, so builds never hard-code a host.
export interface ApiConfig {
  apiUrl: string;
}

let currentConfig: ApiConfig | null = null;

export function configureApi(config: ApiConfig): void {
  const apiUrl = config.apiUrl.trim();
  if (!/^https?:\/\/[^/]/.test(apiUrl)) {
    throw new Error(`Invalid API URL "${config.apiUrl}": expected an absolute http(s) URL`);
  }
  // Paths start with '/', so a trailing slash would double it.
  currentConfig = { apiUrl: apiUrl.replace(/\/+$/, '') };
}

export function getApiConfig(): ApiConfig {
  if (!currentConfig) {
    throw new Error('The API is not configured: call configureApi({ apiUrl }) before the first request');
  }
  return currentConfig;
}
