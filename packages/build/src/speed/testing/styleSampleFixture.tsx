// A remote's style sample for prerenderedStylesLoader.test.ts: a shared component the shell's page
// carries already, and a style of the remote's own.
import { Box, StatusChip } from '@portal/ui';

export default (
  <>
    <StatusChip label="ACTIVE" color="success" />
    <Box sx={{ color: 'teal' }} />
  </>
);
