export {
  NGINX_LOG_FILES,
  PRODUCTION_PATHS,
  PRODUCTION_PORTS,
  PRODUCTION_URL,
  productionPortalConfig,
  remoteUrlOnPortal,
  startProductionPortal,
  type RunningProduction,
} from './production/productionPortal';
