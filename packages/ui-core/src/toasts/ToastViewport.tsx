import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { dismissToast, useToasts } from './toastStore';

/** Renders the page's toasts at the bottom centre. Mounted once, by the shell (or a standalone remote). */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        alignItems: 'center',
      }}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          severity={toast.severity}
          variant="filled"
          onClose={() => dismissToast(toast.id)}
          sx={{ minWidth: 288 }}
        >
          {toast.message}
        </Alert>
      ))}
    </Stack>
  );
}
