// @portal/ui-core: the theme, page states, toasts, paths and the few MUI components the sign-in
// screens need. A Module Federation singleton of its own, so that /login loads this and not the
// tables, menus and inputs of @portal/ui (which re-exports all of this: apps import from either).
export * from './mui';
export { createPortalTheme } from './theme/theme';
export { PortalThemeProvider } from './theme/PortalThemeProvider';
export { adoptPrerenderedStyles } from './theme/styleCache';
export type { PrerenderedStyle } from './theme/prerenderedStyle';
export { COLOR_MODES, setColorMode, useColorMode, type ColorMode } from './theme/colorMode';
export { accessHistoryPath, paths, stripeUrls } from './paths';
export { EmptyText, ErrorText, LoadingState } from './states/PageStates';
export {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  dismissToast,
  showToast,
  useToast,
  useToasts,
  type Toast,
  type ToastSeverity,
} from './toasts/toastStore';
export { ToastViewport } from './toasts/ToastViewport';
export {
  loadRemoteComponent,
  setRemoteLoader,
  useRemoteComponent,
  type LoadedRemoteModule,
  type RemoteComponentLoad,
  type RemoteLoader,
} from './remote/remoteLoader';
