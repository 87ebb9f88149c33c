import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useColorMode } from './colorMode';
import { portalStyleCache } from './styleCache';
import { createPortalTheme } from './theme';

export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(() => createPortalTheme(resolved), [resolved]);
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
  return portalStyleCache ? <CacheProvider value={portalStyleCache}>{themed}</CacheProvider> : themed;
}
