import { downloadCsv, errorMessage } from '@portal/api';
import { useCallback, useState } from 'react';

export type CsvExportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number; total: number | null }
  | { kind: 'done'; rows: number }
  | { kind: 'failed'; reason: string };

// The download has started once the anchor is clicked; the URL is released well after that.
const RELEASE_URL_AFTER_MS = 60_000;

/** Saves `blob` as `fileName` through a temporary object URL and a download anchor. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_URL_AFTER_MS);
}

/** Downloads a list's CSV export (`csvExportPath`) with its progress, then saves it as a file. */
export function useCsvExport(): {
  state: CsvExportState;
  start: (path: string, fileName: string) => Promise<void>;
} {
  const [state, setState] = useState<CsvExportState>({ kind: 'idle' });
  const start = useCallback(async (path: string, fileName: string) => {
    setState({ kind: 'running', rows: 0, total: null });
    try {
      const file = await downloadCsv(path, ({ rows, total }) => setState({ kind: 'running', rows, total }));
      saveFile(file.blob, fileName);
      setState({ kind: 'done', rows: file.rows });
    } catch (error) {
      setState({ kind: 'failed', reason: errorMessage(error) });
    }
  }, []);
  return { state, start };
}
