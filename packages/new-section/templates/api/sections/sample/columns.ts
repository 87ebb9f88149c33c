// The Sample list's CSV columns: the list's, with the amount in minor units as the API answers it.
import type { SampleRow } from '@portal/contract/sample';
import type { CsvColumn } from '../../routes/csvColumn';

export const SAMPLE_COLUMNS: readonly CsvColumn<SampleRow>[] = [
  { title: 'ID', text: (row) => row.id },
  { title: 'Number', text: (row) => row.number ?? '' },
  { title: 'Status', text: (row) => row.status },
  { title: 'Total', text: (row) => String(row.total) },
  { title: 'Currency', text: (row) => row.currency },
  { title: 'Created', text: (row) => row.created },
];
