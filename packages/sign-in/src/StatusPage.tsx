import { Stack, Typography } from '@portal/ui-core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** The big status line: '403', '404', ... */
  title: string;
  heading: string;
  message: string;
  /** The buttons that lead somewhere from here. */
  actions: ReactNode;
}

/** The layout of the 403 page and the error pages. */
export function StatusPage({ title, heading, message, actions }: StatusPageProps) {
  return (
    <Stack component="main" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {message}
      </Typography>
      {/* Three buttons on the 403 page: on a phone they wrap rather than overflow. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Stack>
  );
}
