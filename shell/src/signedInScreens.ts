// The screens behind sign-in. They use the whole of @portal/ui (menus, tables, inputs), so the
// routes load this module lazily: /login and the sign-in callback only download @portal/ui-core.
export { AppLayout } from './layout/AppLayout';
export { RemoteSection } from './sections/RemoteSection';
export { SettingsPage } from './settings/SettingsPage';
