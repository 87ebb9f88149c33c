import { Chip } from '@portal/ui';
import { activityTypeColor } from '../rules/activityTypeColor';

/** An activity's type as a coloured chip. */
export function ActivityTypeBadge({ type }: { type: string }) {
  const color = activityTypeColor(type);
  return <Chip label={type} sx={color ? { bgcolor: color, color: '#fff' } : undefined} />;
}
