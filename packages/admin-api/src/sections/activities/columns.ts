// The activity list's CSV columns: the titles of the spec's table (ID first) and the texts the
// portal shows in them, from the same formatters (@portal/format).
import type { ActivityListItem } from '@portal/contract/activities';
import { formatDateTime, personDisplayName } from '@portal/format';
import type { CsvColumn } from '../../routes/csvColumn';

/** What the activity table shows for a missing user or organisation. */
const MISSING_TEXT = 'N/A';

export const ACTIVITY_COLUMNS: readonly CsvColumn<ActivityListItem>[] = [
  { title: 'ID', text: ({ activity }) => activity.id },
  { title: 'Type', text: ({ activity }) => activity.activityType },
  { title: 'User', text: ({ user }) => (user ? personDisplayName(user) : MISSING_TEXT) },
  { title: 'Organisation', text: ({ organisation }) => organisation?.name ?? MISSING_TEXT },
  { title: 'Date', text: ({ activity }) => formatDateTime(activity.createdAt) },
];
