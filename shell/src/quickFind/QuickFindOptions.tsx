import { Box, Typography } from '@portal/ui';

export interface QuickFindOptionGroup<O> {
  title: string;
  options: O[];
}

interface QuickFindOptionsProps<O> {
  id: string;
  groups: QuickFindOptionGroup<O>[];
  activeKey: string | undefined;
  keyOf: (option: O) => string;
  /** The option's element id, for the box's aria-activedescendant. */
  idOf: (option: O) => string;
  labelOf: (option: O) => { primary: string; secondary: string | null };
  onChoose: (option: O) => void;
  onHover: (option: O) => void;
}

/** The listbox of the quick find: titled groups of options, the active one highlighted. */
export function QuickFindOptions<O>({
  id,
  groups,
  activeKey,
  keyOf,
  idOf,
  labelOf,
  onChoose,
  onHover,
}: QuickFindOptionsProps<O>) {
  const shown = groups.filter((group) => group.options.length > 0);
  return (
    <Box role="listbox" id={id} aria-label="Quick find results" sx={{ overflowY: 'auto', pb: 1 }}>
      {shown.map((group, index) => (
        <Box key={group.title} role="group" aria-labelledby={`${id}-group-${index}`}>
          <Typography
            id={`${id}-group-${index}`}
            variant="overline"
            color="text.secondary"
            sx={{ display: 'block', px: 2 }}
          >
            {group.title}
          </Typography>
          {group.options.map((option) => {
            const key = keyOf(option);
            const { primary, secondary } = labelOf(option);
            const selected = key === activeKey;
            return (
              <Box
                key={key}
                id={idOf(option)}
                role="option"
                aria-selected={selected}
                onClick={() => onChoose(option)}
                onMouseMove={() => onHover(option)}
                sx={{ px: 2, py: 0.75, cursor: 'pointer', bgcolor: selected ? 'action.selected' : undefined }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>{primary}</Typography>
                {secondary && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {secondary}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
