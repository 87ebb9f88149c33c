import { useSession } from '@portal/api';
import { Link, useLocation } from '@portal/router';
import {
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
} from '@portal/ui';
import { isMenuItemActive, sectionItems, SETTINGS_ITEMS, type MenuItem } from './menuItems';
import { warmOnApproach } from './menuPreload';

// docs/product.md "Numbers".
export const MENU_WIDTH = 240;
export const MENU_COLLAPSED_WIDTH = 64;

interface MenuLinkProps {
  item: MenuItem;
  collapsed: boolean;
  active: boolean;
  onChoose?: () => void;
}

function MenuLink({ item, collapsed, active, onChoose }: MenuLinkProps) {
  const Icon = item.icon;
  const warm = warmOnApproach(item.section);
  const link = (
    <ListItemButton
      component={Link}
      to={item.path}
      selected={active}
      aria-label={item.label}
      aria-current={active ? 'page' : undefined}
      onClick={onChoose}
      onPointerEnter={warm}
      onFocus={warm}
      sx={{ minHeight: 48, px: 2.5, justifyContent: collapsed ? 'center' : 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 2, justifyContent: 'center' }}>
        <Icon />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={item.label} />}
    </ListItemButton>
  );
  // Collapsed, only the icon shows: the tooltip and aria-label keep the item named. Open, the label
  // is on screen and a tooltip (a costly component, six times over) would have nothing to add.
  return collapsed ? (
    <Tooltip title={item.label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

interface SideMenuProps {
  collapsed: boolean;
  /** On a phone: a temporary drawer, which choosing a section closes (`useMenuLayout`). */
  drawer?: { open: boolean; onClose: () => void };
}

/** The left side menu: the sections, and Settings in a group of its own. */
export function SideMenu({ collapsed, drawer }: SideMenuProps) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const width = collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH;
  const group = (items: readonly MenuItem[]) =>
    // A list holds list items: the links go in <li>, or assistive technology miscounts the menu.
    items.map((item) => (
      <li key={item.path}>
        <MenuLink
          item={item}
          collapsed={collapsed}
          active={isMenuItemActive(item.path, pathname)}
          onChoose={drawer?.onClose}
        />
      </li>
    ));
  return (
    <Drawer
      variant={drawer ? 'temporary' : 'permanent'}
      open={drawer?.open}
      onClose={drawer?.onClose}
      data-collapsed={collapsed}
      sx={{
        width: drawer ? undefined : width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <nav aria-label="Main menu">
        <List>{group(sectionItems(user))}</List>
        <Divider />
        <List>{group(SETTINGS_ITEMS)}</List>
      </nav>
    </Drawer>
  );
}
