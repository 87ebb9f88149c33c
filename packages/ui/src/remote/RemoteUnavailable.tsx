import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface RemoteUnavailableProps {
  /** What is missing, e.g. 'Recent activities are unavailable right now.' */
  message: string;
  /** The `retry` a RemoteModule hands its renderError. */
  onRetry: () => void;
}

/** The small inline fallback for an embedded remote module that could not load. */
export function RemoteUnavailable({ message, onRetry }: RemoteUnavailableProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
      <Button size="small" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}
