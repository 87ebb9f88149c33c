import { Typography } from '@portal/ui';

/** The Organisations section, mounted by the shell at /app/organisations. */
export default function Section() {
  return (
    <Typography variant="h4" component="h1">
      Organisations
    </Typography>
  );
}
