import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '@portal/ui-core';
import { useCallback } from 'react';
import { useCopyToClipboard } from './useCopyToClipboard';

export const COPY_FAILED_TEXT = 'Could not copy to the clipboard';

/** "Copy link" (this page's address) and "Copy ID" of a detail page, each confirmed for 2 s. */
export function CopyActions({ id }: { id: string }) {
  const { showToast } = useToast();
  const onCopyFailed = useCallback(() => showToast(COPY_FAILED_TEXT, 'error'), [showToast]);
  const { copied, copy } = useCopyToClipboard(onCopyFailed);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => void copy(window.location.href)}>
        Copy link
      </Button>
      <Button variant="outlined" size="small" onClick={() => void copy(id)}>
        Copy ID
      </Button>
      {copied !== null && (
        <Typography variant="body2" color="success.main" role="status">
          {copied === id ? 'ID copied' : 'Link copied'}
        </Typography>
      )}
    </>
  );
}
