import { Box, Button, Modal, Paper, Typography } from '@portal/ui';
import { SHORTCUT_LIST } from './shortcutList';

/** The `?` dialog: every keyboard shortcut and what it does. */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose}>
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby="shortcuts-title"
        sx={{
          position: 'absolute',
          top: '15vh',
          left: '50%',
          transform: 'translateX(-50%)',
          width: 'min(480px, 92vw)',
          p: 3,
          outline: 'none',
        }}
      >
        <Typography id="shortcuts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Keyboard shortcuts
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
          {SHORTCUT_LIST.map(({ keys, action }) => (
            <Box key={keys} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {keys}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {action}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={onClose} autoFocus>
            Close
          </Button>
        </Box>
      </Paper>
    </Modal>
  );
}
