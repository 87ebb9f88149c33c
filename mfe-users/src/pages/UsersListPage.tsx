import type { User } from '@portal/contract/users';
import {
  Box,
  formatDate,
  formatDateTime,
  paths,
  personDisplayName,
  SearchableListPage,
  Stack,
  StatusChip,
  userStatusColor,
  type Column,
} from '@portal/ui';
import { useListFilters, useListState, useSortState } from '@portal/list-state';
import { USERS_SORT_FIELDS, type UsersSortField } from '../api/paths';
import { adminUsersCsvPath, USERS_ERROR_TEXT, useAdminUsers } from '../api/users';
import { UserAvatar } from '../components/UserAvatar';
import { yesNoText } from '../rules/userTexts';
import { USERS_FILTERS, USERS_LIST_VIEW } from '../rules/usersListView';

const columns: readonly Column<User, UsersSortField>[] = [
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
  {
    id: 'emailVerified',
    header: 'Email Verified',
    sortField: 'emailVerified',
    render: (user) => yesNoText(user.emailVerified),
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

/** /app/users: every user, searchable, filtered, sorted and paged, with the view kept in the URL. */
export function UsersListPage() {
  const list = useListState(USERS_LIST_VIEW);
  const filters = useListFilters(USERS_FILTERS);
  const sort = useSortState(USERS_SORT_FIELDS);
  const users = useAdminUsers(list, filters.values, sort);
  return (
    <SearchableListPage
      title="Users"
      view={{ state: list, sort, filters, searchPlaceholder: 'Search by name or email...' }}
      results={{ query: users, rowsOf: (data) => data.users, errorText: USERS_ERROR_TEXT }}
      table={{
        columns,
        rowHref: (user) => paths.user(user.id),
        emptyText: 'No users found',
      }}
      csvExport={{ path: adminUsersCsvPath(list, filters.values, sort), name: 'users' }}
    />
  );
}
