// The users list's CSV columns: the titles of the spec's table (ID first) and the texts the portal
// shows in them, from the same formatters (@portal/format).
import type { User } from '@portal/contract/users';
import { formatDate, formatDateTime, personDisplayName } from '@portal/format';
import type { CsvColumn } from '../../routes/csvColumn';

export const USER_COLUMNS: readonly CsvColumn<User>[] = [
  { title: 'ID', text: (user) => user.id },
  { title: 'Name', text: personDisplayName },
  { title: 'Email', text: (user) => user.email },
  { title: 'Status', text: (user) => user.status },
  { title: 'Created', text: (user) => formatDate(user.createdAt) },
  { title: 'Last Login', text: (user) => formatDateTime(user.lastLoginAt) },
  { title: 'Email Verified', text: (user) => (user.emailVerified ? 'Yes' : 'No') },
];
