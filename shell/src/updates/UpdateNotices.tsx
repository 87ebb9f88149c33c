import { Alert, Button, Stack } from '@portal/ui';
import { configuredSections } from '../sections/sections';
import { useSectionUpdates } from './useSectionUpdates';

const sectionLabel = (name: string) =>
  configuredSections().find((section) => section.name === name)?.label ?? name;

const reloadPage = () => window.location.reload();

interface UpdateNoticesProps {
  /** How often to look for new deploys; UPDATE_CHECK_INTERVAL_MS unless a test says otherwise. */
  intervalMs?: number;
  onReload?: () => void;
}

/**
 * '{Section} has been updated' with a Reload action, for each loaded section deployed anew while
 * the page is open. Non-blocking, bottom right; the page never reloads by itself.
 */
export function UpdateNotices({ intervalMs, onReload = reloadPage }: UpdateNoticesProps) {
  const { updates, dismiss } = useSectionUpdates(intervalMs);
  if (updates.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      {updates.map((update) => (
        <Alert
          key={update.name}
          role="status"
          severity="info"
          variant="filled"
          action={
            <>
              <Button color="inherit" size="small" onClick={onReload}>
                Reload
              </Button>
              <Button color="inherit" size="small" onClick={() => dismiss(update.name)}>
                Dismiss
              </Button>
            </>
          }
        >
          {sectionLabel(update.name)} has been updated
        </Alert>
      ))}
    </Stack>
  );
}
