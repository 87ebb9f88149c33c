import { Typography } from '@portal/ui';

/** The Dashboard section, mounted by the shell at /app. */
export default function Section() {
  return (
    <Typography variant="h4" component="h1">
      Dashboard
    </Typography>
  );
}
