// The MUI components the apps use, re-exported one path each. Apps never import @mui/material:
// a shared module is never tree-shaken, so sharing MUI whole would ship all of it to every page,
// and per-path sharing duplicates MUI internals and loses theme defaultProps in remotes.
// Every name here costs every signed-in page: export what is used, nothing more. What the sign-in
// page needs too is in @portal/ui-core (re-exported by index.ts).
export { default as AppBar } from '@mui/material/AppBar';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Breadcrumbs } from '@mui/material/Breadcrumbs';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CardHeader } from '@mui/material/CardHeader';
export { default as Chip } from '@mui/material/Chip';
export { default as Divider } from '@mui/material/Divider';
export { default as Drawer } from '@mui/material/Drawer';
export { default as FormControl } from '@mui/material/FormControl';
export { default as Grid } from '@mui/material/Grid';
export { default as IconButton } from '@mui/material/IconButton';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as Link } from '@mui/material/Link';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as ListSubheader } from '@mui/material/ListSubheader';
export { default as Menu } from '@mui/material/Menu';
export { default as Modal } from '@mui/material/Modal';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Paper } from '@mui/material/Paper';
export { default as Select } from '@mui/material/Select';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as TextField } from '@mui/material/TextField';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Tooltip } from '@mui/material/Tooltip';
export type { SelectChangeEvent } from '@mui/material/Select';
export type { ChipProps } from '@mui/material/Chip';
