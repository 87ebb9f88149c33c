import { common, grey, indigo } from '@mui/material/colors';
import { createTheme, type Theme } from '@mui/material/styles';

// MUI's default avatar is white on light grey (1.9:1): initials must reach WCAG AA (4.5:1).
const AVATAR_COLORS = { color: common.white, backgroundColor: grey[700] };
// Below the sm breakpoint (600 px), as `theme.breakpoints.down('sm')` words it.
const PHONE_MEDIA_QUERY = '@media (max-width:599.95px)';

/**
 * The one theme of the portal. Component defaults live here so that the shell and every remote
 * render alike; the browser tests check that a default set here reaches a remote's components.
 */
export function createPortalTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? indigo[500] : indigo[300] },
      // White text only where it reaches WCAG AA (4.5:1); amber and blue chips get dark text.
      contrastThreshold: 4.5,
    },
    // MUI's keyboard focus ring (2 px, primary) on buttons, links and tabs, which otherwise show none.
    focusVisible: true,
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    // Page headings are h4: on a phone (below sm) a smaller size keeps a long name's words whole.
    typography: { h4: { [PHONE_MEDIA_QUERY]: { fontSize: '1.5rem' } } },
    shape: { borderRadius: 8 },
    components: {
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiChip: { defaultProps: { size: 'small' }, styleOverrides: { avatar: AVATAR_COLORS } },
      MuiAvatar: { styleOverrides: { colorDefault: AVATAR_COLORS } },
    },
  });
}
