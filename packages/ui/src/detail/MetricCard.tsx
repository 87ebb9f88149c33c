import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MetricCardProps {
  label: string;
  /** The figure, already formatted. */
  value?: ReactNode;
  /** The figure's data is still loading. */
  loading?: boolean;
  /** Shown in red instead of the figure when its data failed to load. */
  error?: string | null;
}

/** A headline figure on a detail page; a group named by its label, so it can be found by name. */
export function MetricCard({ label, value, loading = false, error = null }: MetricCardProps) {
  return (
    <Card role="group" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        {error ? (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        ) : loading ? (
          <CircularProgress size={24} aria-label={`Loading ${label}`} />
        ) : (
          <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
