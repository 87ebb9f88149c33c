import { isNotFoundError } from '@portal/api';
import { useParams } from '@portal/router';
import {
  AccessHistoryLink,
  CardContent,
  DetailActions,
  DetailPageState,
  formatCount,
  formatDateTime,
  Grid,
  MetricCard,
  PathBreadcrumbs,
  personDisplayName,
  SectionCard,
  Stack,
} from '@portal/ui';
import { USER_DETAILS_ERROR_TEXT, useAdminUser } from '../api/user';
import { UserActivities } from '../components/UserActivities';
import { UserHeader } from '../components/UserHeader';
import { UserInfoGroups } from '../components/UserInfoGroups';
import { UserOrganisationsTable } from '../components/UserOrganisationsTable';

export const USER_NOT_FOUND_TEXT = 'User not found';

/** /app/users/{userId}: who the user is, how they sign in, their organisations and activity. */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const { data, error } = useAdminUser(userId);

  return (
    <DetailPageState
      query={{ data, error }}
      errorText={isNotFoundError(error) ? USER_NOT_FOUND_TEXT : USER_DETAILS_ERROR_TEXT}
      loadingLabel="Loading user"
    >
      {({ user, organisations }) => (
        <Stack spacing={3}>
          <div>
            <PathBreadcrumbs currentLabel={personDisplayName(user)} />
            <UserHeader user={user} />
          </div>
          <DetailActions id={user.id}>
            <AccessHistoryLink subjectId={user.id} />
          </DetailActions>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MetricCard label="Organisations" value={formatCount(organisations.length)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MetricCard label="Last Login" value={formatDateTime(user.lastLoginAt)} />
            </Grid>
          </Grid>
          <UserInfoGroups user={user} />
          <SectionCard title="Organisations">
            <UserOrganisationsTable organisations={organisations} />
          </SectionCard>
          <SectionCard title="Recent Activities">
            <CardContent>
              <UserActivities userId={user.id} />
            </CardContent>
          </SectionCard>
        </Stack>
      )}
    </DetailPageState>
  );
}
