import type { AccesslogSubject } from '@portal/contract/accesslog';
import { Button, Stack, Typography, useCsvExport, type CsvExportState } from '@portal/ui';
import { adminAccessReportPath } from '../api/paths';

export const REPORT_TEXT = 'Subject access report';
export const REPORT_WITHOUT_STAFF_TEXT = 'Report without staff identities';

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function reportStatus(state: CsvExportState): string | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'running':
      return 'Preparing the report…';
    case 'done':
      return `Report saved: ${state.rows} consultations`;
    case 'failed':
      return `Report failed: ${state.reason}`;
  }
}

/**
 * The subject filter names one user: their subject access report (every consultation of their data
 * with its date, action and purpose), with the staff, or without them to hand to the person.
 */
export function SubjectReport({ user }: { user: AccesslogSubject }) {
  const { state, start } = useCsvExport();
  const download = (withStaff: boolean) => {
    const variant = withStaff ? '' : '-without-staff';
    return start(
      adminAccessReportPath(user.id, withStaff),
      `access-report-${user.id}${variant}-${localDate(new Date())}.csv`,
    );
  };
  const status = reportStatus(state);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2">Subject: {user.label}</Typography>
      <Button variant="outlined" size="small" onClick={() => void download(true)}>
        {REPORT_TEXT}
      </Button>
      <Button variant="outlined" size="small" onClick={() => void download(false)}>
        {REPORT_WITHOUT_STAFF_TEXT}
      </Button>
      {status && (
        <Typography variant="body2" role="status" color="text.secondary">
          {status}
        </Typography>
      )}
    </Stack>
  );
}
