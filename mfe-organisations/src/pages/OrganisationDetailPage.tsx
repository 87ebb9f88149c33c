import { ORGANISATION_DETAILS_ERROR_TEXT, isNotFoundError, useAdminOrganisation } from '@portal/api';
import { useParams } from '@portal/router';
import { ErrorText, LoadingState, PathBreadcrumbs, Stack } from '@portal/ui';
import { InvoicesCard } from '../components/InvoicesCard';
import { OrganisationHeader } from '../components/OrganisationHeader';
import { OrganisationInfoPanel } from '../components/OrganisationInfoPanel';
import { OrganisationMetrics } from '../components/OrganisationMetrics';
import { RecentActivities } from '../components/RecentActivities';
import { TeamTabs } from '../components/TeamTabs';

const ORGANISATION_NOT_FOUND_TEXT = 'Organisation not found';

/** The organisation's details block: header, metric cards and info panel, or its loading/error state. */
function OrganisationDetails({ organisationId }: { organisationId: string }) {
  const { data, error } = useAdminOrganisation(organisationId);
  if (error) return <ErrorText error={error}>{ORGANISATION_DETAILS_ERROR_TEXT}</ErrorText>;
  if (!data) return <LoadingState label="Loading organisation" />;
  return (
    <>
      <OrganisationHeader organisation={data.organisation} />
      <OrganisationMetrics detail={data} />
      <OrganisationInfoPanel organisation={data.organisation} />
    </>
  );
}

/**
 * /app/organisations/{id}. Each block loads and fails on its own, so a failed invoice call still
 * shows the team; an unknown id shows only 'Organisation not found'.
 */
export function OrganisationDetailPage() {
  const { organisationId = '' } = useParams();
  const { data, error } = useAdminOrganisation(organisationId);

  if (isNotFoundError(error)) {
    return (
      <>
        <PathBreadcrumbs />
        <ErrorText>{ORGANISATION_NOT_FOUND_TEXT}</ErrorText>
      </>
    );
  }
  return (
    <Stack spacing={3}>
      <PathBreadcrumbs currentLabel={data?.organisation.name} />
      <OrganisationDetails organisationId={organisationId} />
      <TeamTabs organisationId={organisationId} />
      <InvoicesCard organisationId={organisationId} />
      <RecentActivities organisationId={organisationId} />
    </Stack>
  );
}
