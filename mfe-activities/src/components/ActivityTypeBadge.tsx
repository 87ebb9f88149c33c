import { Chip } from '@portal/ui';
import { activityTypeColor } from '../rules/activityTypeColor';

/**
 * An activity's type as a coloured chip. The colour is the chip's own style, not a class: one
 * class per colour would each repeat the whole chip's CSS (about 20 rules) for a page to insert.
 */
export function ActivityTypeBadge({ type }: { type: string }) {
  const color = activityTypeColor(type);
  return <Chip label={type} style={color ? { backgroundColor: color, color: '#fff' } : undefined} />;
}
