import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageActions } from './PageActions';

/** A page's h1 and, under it, the row of its page-wide actions (refresh, export) when it has any. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children && <PageActions>{children}</PageActions>}
    </>
  );
}
