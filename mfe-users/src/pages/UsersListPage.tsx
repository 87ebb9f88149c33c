import { USERS_ERROR_TEXT, useAdminUsers, type User } from '@portal/api';
import { useNavigate } from '@portal/router';
import {
  DataTable,
  ErrorText,
  formatDate,
  formatDateTime,
  LoadingState,
  listPaging,
  paths,
  personDisplayName,
  SearchField,
  Stack,
  StatusChip,
  Typography,
  useListState,
  userStatusColor,
  type Column,
} from '@portal/ui';
import { UserAvatar } from '../components/UserAvatar';
import { USERS_LIST_VIEW } from '../usersListView';

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
  const { data, error, isLoading } = useAdminUsers({
    search: list.search,
    limit: list.pageSize,
    offset: list.offset,
  });
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Users
      </Typography>
      <SearchField value={list.search} placeholder="Search by name or email..." onSearch={list.setSearch} />
      {error ? (
        <ErrorText>{USERS_ERROR_TEXT}</ErrorText>
      ) : !data ? (
        <LoadingState label="Loading users" />
      ) : (
        <DataTable
          label="Users"
          columns={columns}
          rows={data.users}
          rowKey={(user) => user.id}
          emptyText="No users found"
          onRowClick={(user) => navigate(paths.user(user.id))}
          // The previous page stays on screen, dimmed, while the next one loads.
          stale={isLoading}
          paging={listPaging(list, data.total, USERS_LIST_VIEW.pageSizes)}
        />
      )}
    </Stack>
  );
}
