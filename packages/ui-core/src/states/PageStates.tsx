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

/**
 * The request id an API failure carries (`ApiError.requestId` of @portal/api, which this package
 * does not depend on); null for any other error.
 */
function requestIdOf(error: unknown): string | null {
  const requestId = (error as { requestId?: unknown } | null | undefined)?.requestId;
  return typeof requestId === 'string' && requestId !== '' ? requestId : null;
}

/**
 * The red error text shown in place of the data it could not load (docs/product.md "Errors"); below it, the
 * failed call's request id, for staff to quote when they report it.
 */
export function ErrorText({ children, error }: { children: ReactNode; error?: unknown }) {
  const requestId = requestIdOf(error);
  return (
    <>
      <Typography color="error" role="alert" sx={{ py: 2 }}>
        {children}
      </Typography>
      {requestId && (
        <Typography variant="body2" color="text.secondary" sx={{ pb: 2 }}>
          Request ID:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
            {requestId}
          </Box>
        </Typography>
      )}
    </>
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
