import { USERS_ERROR_TEXT, useAdminUsers, type User } from '@portal/api';
import { useNavigate } from '@portal/router';
import {
  formatDate,
  formatDateTime,
  paths,
  personDisplayName,
  SearchableListPage,
  Stack,
  StatusChip,
  useListState,
  userStatusColor,
  type Column,
} from '@portal/ui';
import { UserAvatar } from '../components/UserAvatar';
import { USERS_LIST_VIEW } from '../rules/usersListView';

const columns: readonly Column<User>[] = [
  {
    id: 'name',
    header: 'Name',
    render: (user) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <UserAvatar user={user} size={32} />
        <span>{personDisplayName(user)}</span>
      </Stack>
    ),
  },
  { id: 'email', header: 'Email', render: (user) => user.email },
  {
    id: 'status',
    header: 'Status',
    render: (user) => <StatusChip label={user.status} color={userStatusColor(user.status)} />,
  },
  { id: 'created', header: 'Created', render: (user) => formatDate(user.createdAt) },
  { id: 'lastLogin', header: 'Last Login', render: (user) => formatDateTime(user.lastLoginAt) },
];

/** /app/users: every user, searchable and paged, with the view kept in the URL. */
export function UsersListPage() {
  const list = useListState(USERS_LIST_VIEW);
  const users = useAdminUsers({ search: list.search, limit: list.pageSize, offset: list.offset });
  const navigate = useNavigate();
  return (
    <SearchableListPage
      title="Users"
      searchPlaceholder="Search by name or email..."
      list={list}
      answer={users}
      rowsOf={(data) => data.users}
      errorText={USERS_ERROR_TEXT}
      columns={columns}
      rowKey={(user) => user.id}
      emptyText="No users found"
      onRowClick={(user) => navigate(paths.user(user.id))}
    />
  );
}
