import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CSV_EXPORT } from '@portal/contract';
import { formatCount } from '@portal/format';
import { useCsvExport, type CsvExportState } from './useCsvExport';

export const EXPORT_CAP_TEXT = `Exports at most ${formatCount(CSV_EXPORT.maxRows)} rows`;

function stateText(state: CsvExportState): string {
  switch (state.kind) {
    case 'idle':
      return EXPORT_CAP_TEXT;
    case 'running':
      return state.total === null
        ? `Exporting… ${formatCount(state.rows)} rows`
        : `Exporting… ${formatCount(state.rows)} of ${formatCount(state.total)} rows`;
    case 'done':
      return `Exported ${formatCount(state.rows)} rows`;
    case 'failed':
      return `Export failed: ${state.reason}`;
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd of the user's own day (toISOString gives UTC's: yesterday on an Australian morning). */
export function localDateStamp(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

interface ExportCsvButtonProps {
  /** The list's export (`csvExportPath`): its current search, filter and sort. */
  path: string;
  /** The saved file's name without the date, e.g. 'users'. */
  name: string;
}

/** "Export CSV": the whole result of the list as it is filtered and sorted, with its progress. */
export function ExportCsvButton({ path, name }: ExportCsvButtonProps) {
  const { state, start } = useCsvExport();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void start(path, `${name}-${localDateStamp(new Date())}.csv`)}
        disabled={state.kind === 'running'}
      >
        Export CSV
      </Button>
      <Typography
        variant="body2"
        color={state.kind === 'failed' ? 'error' : 'text.secondary'}
        role={state.kind === 'idle' ? undefined : 'status'}
      >
        {stateText(state)}
      </Typography>
    </>
  );
}
