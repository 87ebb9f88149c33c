import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useLocation } from '@portal/router';
import { RouterLink } from '../RouterLink';

// Labels of the portal's own path segments; any other segment (an id) is shown as it is.
const SEGMENT_LABELS: Record<string, string> = {
  app: 'Dashboard',
  activities: 'Activities',
  users: 'Users',
  organisations: 'Organisations',
  coupons: 'Coupons',
  settings: 'Settings',
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A breadcrumb trail built from the current path, one crumb per segment, each linking to its
 * prefix. The last crumb is the current page: `currentLabel` (e.g. the entity's name) when given.
 */
export function PathBreadcrumbs({ currentLabel }: { currentLabel?: string | null }) {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {segments.map((segment, index) => {
        const text = SEGMENT_LABELS[segment] ?? decodeSegment(segment);
        if (index === segments.length - 1) {
          return (
            <Typography key={index} color="text.primary" aria-current="page">
              {currentLabel || text}
            </Typography>
          );
        }
        return (
          <RouterLink
            key={index}
            to={`/${segments.slice(0, index + 1).join('/')}`}
            underline="hover"
            color="inherit"
          >
            {text}
          </RouterLink>
        );
      })}
    </Breadcrumbs>
  );
}
