import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

const MISSING_VALUE = '—';

function isMissing(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || value === '';
}

/** One label and its value inside an InfoGroup (a term and its definition); a missing value shows a dash. */
export function DetailField({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {isMissing(children) ? MISSING_VALUE : children}
      </Typography>
    </Box>
  );
}

/** A titled group of DetailFields: a region named by its title, holding a description list. */
export function InfoGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {children}
      </Box>
    </Box>
  );
}
