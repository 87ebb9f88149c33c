import { Box, Link } from '@portal/ui';
import { useId, useState } from 'react';

// Descriptions are free text: one may run to thousands of characters. Long ones show their first
// lines until opened, so one entry cannot stretch the list; the whole text stays in the page for
// screen readers and search.
const COLLAPSED_LINES = 3;
const LONG_DESCRIPTION_LENGTH = 200;

export function isLongDescription(description: string): boolean {
  return description.length > LONG_DESCRIPTION_LENGTH;
}

/** An activity's description, wrapping between its words; long ones collapsed behind 'Show more'. */
export function ActivityDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  if (!isLongDescription(description)) return description;
  return (
    <>
      <Box
        id={textId}
        sx={
          expanded
            ? undefined
            : {
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: COLLAPSED_LINES,
                overflow: 'hidden',
              }
        }
      >
        {description}
      </Box>
      <Link
        component="button"
        type="button"
        variant="body2"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Link>
    </>
  );
}
