import { Typography } from '@portal/ui';

/** The Activities section, mounted by the shell at /app/activities. */
export default function Section() {
  return (
    <Typography variant="h4" component="h1">
      Activities
    </Typography>
  );
}
