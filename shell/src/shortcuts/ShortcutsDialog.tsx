import { Box, Button, Typography } from '@portal/ui';
import { TopDialog } from '../layout/TopDialog';
import { shortcutList } from './shortcutList';

/** The `?` dialog: every keyboard shortcut and what it does. */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <TopDialog onClose={onClose} label={{ 'aria-labelledby': 'shortcuts-title' }} width={480}>
      <Box sx={{ p: 3 }}>
        <Typography id="shortcuts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Keyboard shortcuts
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
          {shortcutList().map(({ keys, action }) => (
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
      </Box>
    </TopDialog>
  );
}
