import type { OrganisationDetailResponse } from '@portal/contract/organisations';
import { formatCount, Grid, MetricCard } from '@portal/ui';
import { TEAM_ERROR_TEXT, useOrganisationTeam } from '../api/organisationTeam';
import { INVOICES_ERROR_TEXT, useOrganisationInvoices } from '../api/organisationInvoices';
import { lifetimeValueText, teamMembersText, transactionsText } from '../rules/metrics';

const CARD_SIZE = { xs: 12, sm: 6, md: 3 };

/** The four headline figures; the two that need invoices or the team wait for those on their own. */
export function OrganisationMetrics({ detail }: { detail: OrganisationDetailResponse }) {
  const { organisation } = detail;
  const invoices = useOrganisationInvoices(organisation.id);
  const team = useOrganisationTeam(organisation.id);

  return (
    <Grid container spacing={2}>
      <Grid size={CARD_SIZE}>
        <MetricCard
          label="Lifetime Value"
          loading={!invoices.data}
          error={invoices.error ? INVOICES_ERROR_TEXT : null}
          value={invoices.data && lifetimeValueText(invoices.data.invoices)}
        />
      </Grid>
      <Grid size={CARD_SIZE}>
        <MetricCard
          label="Team Members"
          loading={!team.data}
          error={team.error ? TEAM_ERROR_TEXT : null}
          value={team.data && teamMembersText(team.data.users.length, organisation.quotaMaxUsers)}
        />
      </Grid>
      <Grid size={CARD_SIZE}>
        <MetricCard label="Total Projects" value={formatCount(detail.totalProjects)} />
      </Grid>
      <Grid size={CARD_SIZE}>
        <MetricCard
          label="Transactions"
          value={transactionsText(detail.totalTransactionsAllocated, detail.totalTransactions)}
        />
      </Grid>
    </Grid>
  );
}
