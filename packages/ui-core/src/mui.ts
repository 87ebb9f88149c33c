// The MUI components every screen needs, the sign-in page included, re-exported one path each (see
// packages/ui/src/mui.ts for why). Everything else lives in @portal/ui, which the sign-in page
// never loads: every name here costs every page, /login too.
export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Stack } from '@mui/material/Stack';
export { default as SvgIcon } from '@mui/material/SvgIcon';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { useTheme } from '@mui/material/styles';
export type { SxProps, Theme } from '@mui/material/styles';
