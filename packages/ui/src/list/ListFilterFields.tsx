import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ListFilterState } from '@portal/list-state';

// The select's value for a filter's "any" choice; never in the URL or the request.
const ANY_VALUE = '';

/**
 * A list's filters as selects, one per filter with choices; a filter without any is left out. On a
 * phone each takes the whole width, above the list.
 */
export function ListFilterFields({ state }: { state: ListFilterState }) {
  const shown = state.filters.filter((filter) => filter.options.length > 0);
  if (shown.length === 0) return null;
  const values: Readonly<Record<string, string | undefined>> = state.values;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((filter) => (
        <TextField
          key={filter.key}
          select
          size="small"
          label={filter.label}
          value={values[filter.key] ?? ANY_VALUE}
          onChange={(event) =>
            state.setFilter(filter.key, event.target.value === ANY_VALUE ? undefined : event.target.value)
          }
          // The "any" choice shows its label like any other, with the field's label above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <MenuItem value={ANY_VALUE}>{filter.anyLabel}</MenuItem>
          {filter.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
