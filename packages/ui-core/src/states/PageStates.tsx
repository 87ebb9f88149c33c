import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The spinner every screen shows while its data loads. */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 4 }}
      role="status"
      aria-label={label}
    >
      <CircularProgress />
    </Box>
  );
}

/** The red error text shown in place of the data it could not load (spec section 8). */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <Typography color="error" role="alert" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}

/** A quiet line in place of an empty list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
