import { Outlet } from '@portal/router';
import { Box, Toolbar } from '@portal/ui';
import { KeyboardShortcuts } from '../shortcuts/KeyboardShortcuts';
import { UpdateNotices } from '../updates/UpdateNotices';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useMenuLayout } from './useMenuLayout';

/** The frame of every protected page: top bar, side menu, and the page itself. */
export function AppLayout() {
  const menu = useMenuLayout();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar menuButton={menu.button} />
      <SideMenu collapsed={menu.collapsed} drawer={menu.drawer} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <UpdateNotices />
      <KeyboardShortcuts />
    </Box>
  );
}
