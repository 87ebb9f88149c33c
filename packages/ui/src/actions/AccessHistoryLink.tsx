import Button from '@mui/material/Button';
import { useSession } from '@portal/api';
import { Link } from '@portal/router';
import { accessHistoryPath } from '@portal/ui-core';

export const ACCESS_HISTORY_TEXT = 'Access history';

/**
 * For an auditor (the profile's `auditor` flag), "Access history": the access log filtered by this
 * user or organisation (issue 73). Nothing at all for anyone else.
 */
export function AccessHistoryLink({ subjectId }: { subjectId: string }) {
  const { user } = useSession();
  if (user?.auditor !== true) return null;
  return (
    <Button variant="outlined" size="small" component={Link} to={accessHistoryPath(subjectId)}>
      {ACCESS_HISTORY_TEXT}
    </Button>
  );
}
