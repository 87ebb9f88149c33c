import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataUpdatedAt, useRevalidatePage } from '@portal/api';
import { useState } from 'react';
import { useNow } from './useNow';

const TICK_MS = 1000;

/** "Updated 5 s ago" for data `ageMs` old; minutes from one minute on. */
export function updatedAgoText(ageMs: number): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  return seconds < 60 ? `Updated ${seconds} s ago` : `Updated ${Math.floor(seconds / 60)} min ago`;
}

/** Refetches the page's data and says how long ago it last arrived (any refetch), ticking every second. */
export function RefreshButton() {
  const revalidatePage = useRevalidatePage();
  const updatedAt = useDataUpdatedAt();
  const [refreshing, setRefreshing] = useState(false);
  const now = useNow(TICK_MS);

  const refresh = async () => {
    setRefreshing(true);
    await revalidatePage();
    setRefreshing(false);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" size="small" onClick={() => void refresh()} disabled={refreshing}>
        Refresh
      </Button>
      <Typography variant="body2" color="text.secondary">
        {updatedAgoText(now - updatedAt)}
      </Typography>
    </Stack>
  );
}
