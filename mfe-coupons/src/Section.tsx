import { Typography } from '@portal/ui';

/** The Coupons section, mounted by the shell at /app/coupons. */
export default function Section() {
  return (
    <Typography variant="h4" component="h1">
      Coupons
    </Typography>
  );
}
