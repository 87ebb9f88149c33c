import { Alert, Stack, Typography } from '@portal/ui-core';

/** What the portal shows when it cannot start: the exact problem, never a blank page. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <Stack component="main" spacing={2} sx={{ maxWidth: 640, mx: 'auto', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1">
        The admin portal could not start
      </Typography>
      <Alert severity="error">{message}</Alert>
      <Typography color="text.secondary">
        The portal reads /portal-config.json when it starts: the API URL and the manifest URL of each section.
        Check that file on the server this page came from, then reload.
      </Typography>
    </Stack>
  );
}
