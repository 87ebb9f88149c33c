import { AppBar, Box, IconButton, Toolbar, Typography } from '@portal/ui';
import { QuickFind } from '../quickFind/QuickFind';
import { AccountMenu } from './AccountMenu';
import { MenuIcon } from './icons';
import { Logo } from '@portal/sign-in';
import type { MenuLayout } from './useMenuLayout';

/** The bar above every protected page: menu toggle, logo, the Administrator label, quick find and the account menu. */
export function TopBar({ menuButton }: { menuButton: MenuLayout['button'] }) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* At a phone's width (390 px) everything stays whole: smaller gaps and label, never cut. */}
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={menuButton.onClick}
          aria-label={menuButton.label}
          aria-expanded={menuButton.expanded}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <Typography
          variant="h6"
          component="p"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, fontSize: { xs: '1rem', sm: undefined } }}
        >
          Administrator
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <QuickFind />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
