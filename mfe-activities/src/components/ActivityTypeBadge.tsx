import { Chip } from '@portal/ui';
import { activityTypeColor } from '../rules/activityTypeColor';

// Small enough for the longest types (ORGANISATION, SUBSCRIPTION) to fit the Type column's 120 px
// (88 px inside the cell's padding) in a wide fallback font too; a longer one ends in an ellipsis,
// whole in its title.
const BADGE_STYLE = {
  height: 20,
  fontSize: '0.625rem',
  '& .MuiChip-label': { px: 0.5 },
} as const;

/**
 * An activity's type as a coloured chip. The colour is the chip's own style, not a class: one
 * class per colour would each repeat the whole chip's CSS (about 20 rules) for a page to insert.
 */
export function ActivityTypeBadge({ type }: { type: string }) {
  const color = activityTypeColor(type);
  return (
    <Chip
      size="small"
      label={type}
      title={type}
      sx={BADGE_STYLE}
      style={color ? { backgroundColor: color, color: '#fff' } : undefined}
    />
  );
}
