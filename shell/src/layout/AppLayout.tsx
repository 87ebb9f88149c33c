import { Outlet } from '@portal/router';
import { Box, Toolbar } from '@portal/ui';
import { KeyboardShortcuts } from '../shortcuts/KeyboardShortcuts';
import { UpdateNotices } from '../updates/UpdateNotices';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useMenuCollapsed } from './useMenuCollapsed';

/** The frame of every protected page: top bar, side menu, and the page itself. */
export function AppLayout() {
  const { collapsed, toggle } = useMenuCollapsed();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar menuCollapsed={collapsed} onToggleMenu={toggle} />
      <SideMenu collapsed={collapsed} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <UpdateNotices />
      <KeyboardShortcuts />
    </Box>
  );
}
