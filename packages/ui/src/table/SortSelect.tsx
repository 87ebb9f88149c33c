import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Column, TableSort } from './tableTypes';

/**
 * A table's sort where it has no headers (its rows stacked on a phone): the sortable columns by
 * name, and the order. Both act through the same `toggleSort` a header click does.
 */
export function SortSelect<T>({ columns, sort }: { columns: readonly Column<T>[]; sort: TableSort }) {
  const sortable = columns.filter((column) => column.sortField !== undefined);
  if (sortable.length === 0) return null;
  const current = sortable.find((column) => column.sortField === sort.sort)?.sortField;
  const descending = current !== undefined && sort.order === 'desc';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={current ?? ''}
        onChange={(event) => sort.toggleSort(event.target.value)}
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
