import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { CopyActions } from './CopyActions';
import { RefreshButton } from './RefreshButton';

/** The row of page-wide actions under a page's heading. */
export function PageActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

/** A detail page's actions: copy its link or the entity's id, and refresh; then the page's own. */
export function DetailActions({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <PageActions>
      <CopyActions id={id} />
      <RefreshButton />
      {children}
    </PageActions>
  );
}
