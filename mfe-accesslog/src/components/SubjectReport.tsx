import { errorMessage, downloadCsv } from '@portal/api';
import type { AccesslogSubject } from '@portal/contract/accesslog';
import { Button, Stack, Typography } from '@portal/ui';
import { useState } from 'react';
import { adminAccessReportPath } from '../api/paths';

export const REPORT_TEXT = 'Subject access report';
export const REPORT_WITHOUT_STAFF_TEXT = 'Report without staff identities';

/** Saves `blob` as `fileName` through a temporary object URL and a download anchor. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The subject filter names one user: their subject access report (every consultation of their data
 * with its date, action and purpose), with the staff, or without them to hand to the person.
 */
export function SubjectReport({ user }: { user: AccesslogSubject }) {
  const [state, setState] = useState<string | null>(null);
  const download = async (withStaff: boolean) => {
    setState('Preparing the report…');
    try {
      const file = await downloadCsv(adminAccessReportPath(user.id, withStaff), () => undefined);
      const variant = withStaff ? '' : '-without-staff';
      saveFile(file.blob, `access-report-${user.id}${variant}-${localDate(new Date())}.csv`);
      setState(`Report saved: ${file.rows} consultations`);
    } catch (error) {
      setState(`Report failed: ${errorMessage(error)}`);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2">Subject: {user.label}</Typography>
      <Button variant="outlined" size="small" onClick={() => void download(true)}>
        {REPORT_TEXT}
      </Button>
      <Button variant="outlined" size="small" onClick={() => void download(false)}>
        {REPORT_WITHOUT_STAFF_TEXT}
      </Button>
      {state && (
        <Typography variant="body2" role="status" color="text.secondary">
          {state}
        </Typography>
      )}
    </Stack>
  );
}
