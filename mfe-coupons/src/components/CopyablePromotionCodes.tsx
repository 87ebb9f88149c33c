import type { PromotionCode } from '@portal/contract/coupons';
import {
  Chip,
  NO_CODES_TEXT,
  promotionCodeLabel,
  Stack,
  Typography,
  useCopyToClipboard,
  useToast,
} from '@portal/ui';
import { useCallback } from 'react';

export const COPIED_TEXT = '✓ Copied!';
export const COPY_FAILED_TEXT = 'Could not copy the code to the clipboard';
export const ATTRIBUTIONS_HINT =
  'Click a code to copy it. The numbers in parentheses are attribution counts.';

/** The coupon's promotion codes; clicking one copies the code and confirms it for 2 s. */
export function CopyablePromotionCodes({ codes }: { codes: readonly PromotionCode[] }) {
  const { showToast } = useToast();
  const onCopyFailed = useCallback(() => showToast(COPY_FAILED_TEXT, 'error'), [showToast]);
  const { copied, copy } = useCopyToClipboard(onCopyFailed);

  if (codes.length === 0) return <Typography color="text.secondary">{NO_CODES_TEXT}</Typography>;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {codes.map((code) => (
          <Stack key={code.code} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Chip
              label={promotionCodeLabel(code)}
              color="primary"
              variant="outlined"
              onClick={() => void copy(code.code)}
              aria-label={`Copy ${promotionCodeLabel(code)}`}
            />
            {copied === code.code && (
              <Typography variant="body2" color="success.main" role="status">
                {COPIED_TEXT}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {ATTRIBUTIONS_HINT}
      </Typography>
    </Stack>
  );
}
