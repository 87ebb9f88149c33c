import type { PromotionCode } from '@portal/contract/coupons';
import { Chip, NO_CODES_TEXT, promotionCodeLabel, Stack, Typography } from '@portal/ui';

/** A coupon's promotion codes as 'code (attributions)' chips, or 'No codes'. */
export function PromotionCodeChips({ codes }: { codes: readonly PromotionCode[] }) {
  if (codes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {NO_CODES_TEXT}
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {codes.map((code) => (
        <Chip key={code.code} label={promotionCodeLabel(code)} variant="outlined" />
      ))}
    </Stack>
  );
}
