import { Modal, Paper } from '@portal/ui';
import type { ReactNode } from 'react';

interface TopDialogProps {
  onClose: () => void;
  /** The dialog's name, as `aria-label` or the id of its heading (`aria-labelledby`). */
  label: { 'aria-label': string } | { 'aria-labelledby': string };
  width: number;
  children: ReactNode;
}

/** A modal panel near the top of the screen, as the shell's keyboard tools open them. */
export function TopDialog({ onClose, label, width, children }: TopDialogProps) {
  return (
    <Modal open onClose={onClose}>
      <Paper
        role="dialog"
        aria-modal="true"
        {...label}
        sx={{
          position: 'absolute',
          top: '10vh',
          left: '50%',
          transform: 'translateX(-50%)',
          width: `min(${width}px, 92vw)`,
          maxHeight: '75vh',
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
        }}
      >
        {children}
      </Paper>
    </Modal>
  );
}
