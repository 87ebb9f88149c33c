import type { User } from '@portal/api';
import {
  Box,
  formatDate,
  formatDateTime,
  paths,
  personDisplayName,
  SearchableListPage,
  Stack,
  StatusChip,
  useListState,
  useSortState,
  userStatusColor,
  type Column,
} from '@portal/ui';
import { adminUsersCsvPath, USERS_ERROR_TEXT, USERS_SORT_FIELDS, useAdminUsers } from '../api/users';
import { UserAvatar } from '../components/UserAvatar';
import { USERS_LIST_VIEW } from '../rules/usersListView';

const columns: readonly Column<User>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    stacked: 'main',
    render: (user) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <UserAvatar user={user} size={32} />
        {/* Hidden overflow lets the name narrow beside the avatar and end in the cell's ellipsis. */}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {personDisplayName(user)}
        </Box>
      </Stack>
    ),
  },
  { id: 'email', header: 'Email', sortField: 'email', stacked: 'fact', render: (user) => user.email },
  {
    id: 'status',
    header: 'Status',
    sortField: 'status',
    stacked: 'status',
    render: (user) => <StatusChip label={user.status} color={userStatusColor(user.status)} />,
  },
  { id: 'created', header: 'Created', sortField: 'createdAt', render: (user) => formatDate(user.createdAt) },
  {
    id: 'lastLogin',
    header: 'Last Login',
    sortField: 'lastLoginAt',
    stacked: 'fact',
    render: (user) => formatDateTime(user.lastLoginAt),
  },
];

/** /app/users: every user, searchable and paged, with the view kept in the URL. */
export function UsersListPage() {
  const list = useListState(USERS_LIST_VIEW);
  const sort = useSortState(USERS_SORT_FIELDS);
  const users = useAdminUsers(list, sort);
  return (
    <SearchableListPage
      title="Users"
      view={{ state: list, sort, searchPlaceholder: 'Search by name or email...' }}
      results={{ query: users, rowsOf: (data) => data.users, errorText: USERS_ERROR_TEXT }}
      table={{
        columns,
        rowHref: (user) => paths.user(user.id),
        emptyText: 'No users found',
      }}
      csvExport={{ path: adminUsersCsvPath(list, sort), name: 'users' }}
    />
  );
}
