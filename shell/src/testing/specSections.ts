import type { PortalSection } from '@portal/registry';
import { configureSections } from '../sections/sections';

const section = (name: string, label: string, basePath: string, port: number): PortalSection => ({
  name,
  label,
  icon: name,
  basePath,
  manifestUrl: `http://localhost:${port}/mf-manifest.json`,
});

/**
 * The spec's sections, in its menu order (docs/product.md "Screens"), as portal-config.json lists them. The
 * shell knows its sections only from its config, so its tests configure these.
 */
export const SPEC_SECTIONS: readonly PortalSection[] = [
  section('dashboard', 'Dashboard', '/app/', 3001),
  section('activities', 'Activities', '/app/activities', 3005),
  section('users', 'Users', '/app/users', 3002),
  section('organisations', 'Organisations', '/app/organisations', 3003),
  section('coupons', 'Coupons', '/app/coupons', 3004),
];

/** Configures the shell with the spec's sections, as startPortal does from portal-config.json. */
export function configureSpecSections(): void {
  configureSections(SPEC_SECTIONS);
}
