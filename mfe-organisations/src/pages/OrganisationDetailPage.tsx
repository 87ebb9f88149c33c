import { isNotFoundError } from '@portal/api';
import { useParams } from '@portal/router';
import {
  AccessHistoryLink,
  DetailActions,
  DetailPageError,
  PathBreadcrumbs,
  QueryState,
  Stack,
} from '@portal/ui';
import { ORGANISATION_DETAILS_ERROR_TEXT, useAdminOrganisation } from '../api/organisation';
import { InvoicesCard } from '../components/InvoicesCard';
import { OrganisationHeader } from '../components/OrganisationHeader';
import { OrganisationInfoPanel } from '../components/OrganisationInfoPanel';
import { OrganisationMetrics } from '../components/OrganisationMetrics';
import { RecentActivities } from '../components/RecentActivities';
import { TeamTabs } from '../components/TeamTabs';

const ORGANISATION_NOT_FOUND_TEXT = 'Organisation not found';

/** The organisation's details block: header, metric cards and info panel, or its loading/error state. */
function OrganisationDetails({ organisationId }: { organisationId: string }) {
  return (
    <QueryState
      query={useAdminOrganisation(organisationId)}
      errorText={ORGANISATION_DETAILS_ERROR_TEXT}
      loadingLabel="Loading organisation"
    >
      {(detail) => (
        <>
          <OrganisationHeader organisation={detail.organisation} />
          <OrganisationMetrics detail={detail} />
          <OrganisationInfoPanel organisation={detail.organisation} />
        </>
      )}
    </QueryState>
  );
}

/**
 * /app/organisations/{id}. Each block loads and fails on its own, so a failed invoice call still
 * shows the team; an unknown id shows only 'Organisation not found'.
 */
export function OrganisationDetailPage() {
  const { organisationId = '' } = useParams();
  const { data, error } = useAdminOrganisation(organisationId);

  if (isNotFoundError(error)) return <DetailPageError text={ORGANISATION_NOT_FOUND_TEXT} />;
  return (
    <Stack spacing={3}>
      <PathBreadcrumbs currentLabel={data?.organisation.name} />
      <DetailActions id={organisationId}>
        <AccessHistoryLink subjectId={organisationId} />
      </DetailActions>
      <OrganisationDetails organisationId={organisationId} />
      <TeamTabs organisationId={organisationId} />
      <InvoicesCard organisationId={organisationId} />
      <RecentActivities organisationId={organisationId} />
    </Stack>
  );
}
