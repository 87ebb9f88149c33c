import { Link } from '@portal/router';
import { Card, CardActionArea, CardContent, Typography } from '@portal/ui';
import type { StatCardModel } from '../rules/statCardModels';

/** One headline figure that opens its section when clicked. */
export function StatCard({ title, value, subtitle, to }: StatCardModel) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {title}
          </Typography>
          <Typography variant="h4" component="p">
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
