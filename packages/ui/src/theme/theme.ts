import { indigo } from '@mui/material/colors';
import { createTheme, type Theme } from '@mui/material/styles';

/**
 * The one theme of the portal. Component defaults live here so that the shell and every remote
 * render alike; the browser tests check that a default set here reaches a remote's components.
 */
export function createPortalTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette: { mode, primary: { main: mode === 'light' ? indigo[500] : indigo[300] } },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 8 },
    components: {
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiChip: { defaultProps: { size: 'small' } },
    },
  });
}
