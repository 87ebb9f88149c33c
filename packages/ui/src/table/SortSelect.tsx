import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Column, TableSort } from './tableTypes';

/**
 * A table's sort where it has no headers (its rows stacked on a phone): the sortable columns by
 * name, and the order. Both act through the same `toggleSort` a header click does.
 */
export function SortSelect<T, Sort extends string>({
  columns,
  sort,
}: {
  columns: readonly Column<T, Sort>[];
  sort: TableSort<Sort>;
}) {
  const sortFields = columns.flatMap((column) => (column.sortField === undefined ? [] : [column.sortField]));
  const sortable = columns.filter((column) => column.sortField !== undefined);
  if (sortable.length === 0) return null;
  const current = sortFields.find((field) => field === sort.sort);
  const descending = current !== undefined && sort.order === 'desc';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={current ?? ''}
        onChange={(event) => {
          const chosen = sortFields.find((field) => field === event.target.value);
          if (chosen !== undefined) sort.toggleSort(chosen);
        }}
        sx={{ minWidth: 160 }}
      >
        {sortable.map((column) => (
          <MenuItem key={column.id} value={column.sortField}>
            {column.header}
          </MenuItem>
        ))}
      </TextField>
      <TableSortLabel
        active={current !== undefined}
        disabled={current === undefined}
        direction={descending ? 'desc' : 'asc'}
        onClick={() => current !== undefined && sort.toggleSort(current)}
        sx={{ minHeight: 40, px: 1 }}
      >
        {descending ? 'Descending' : 'Ascending'}
      </TableSortLabel>
    </Stack>
  );
}
