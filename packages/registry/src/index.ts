// The registry as the browser reads it: the sections, the section at a path, portal-config.json's
// shape. Node-side helpers (ports, environment variables) are `@portal/registry/apps`.
export {
  API_DEFAULT_PORT,
  registeredSection,
  SECTION_AUDIENCES,
  SECTION_ICON_KEYS,
  SECTION_REGISTRY,
  SHELL_APP,
  type RegisteredApp,
  type RegisteredSection,
  type SectionAudience,
  type SectionIconKey,
} from './sections';
export { isAtOrUnder, sectionAt, type SectionAtPath } from './sectionAt';
export {
  INLINE_CONFIG_ID,
  manifestUrlsOf,
  parsePortalConfig,
  PORTAL_CONFIG_PATH,
  PortalConfigError,
  type PortalCanary,
  type PortalConfig,
  type PortalSection,
} from './portalConfig';
export {
  HEALTH_EVENT_KINDS,
  type HealthBeacon,
  type HealthEvent,
  type HealthEventKind,
  type HealthSummary,
  type ReleaseHealth,
} from './healthFormat';
