import { TEAM_ERROR_TEXT, useOrganisationTeam } from '@portal/api';
import { Box, Card, ErrorText, LoadingState, Tab, Tabs } from '@portal/ui';
import { useId, useState } from 'react';
import { InvitationsTable } from './InvitationsTable';
import { TeamTable } from './TeamTable';

type TeamTab = 'team' | 'invitations';

/** Tabs 'Team (n)' and 'Invitations (n)' with their tables; loads the team on its own. */
export function TeamTabs({ organisationId }: { organisationId: string }) {
  const { data, error } = useOrganisationTeam(organisationId);
  const [tab, setTab] = useState<TeamTab>('team');
  const idPrefix = useId();
  const tabId = (name: TeamTab) => `${idPrefix}-${name}-tab`;
  const panelId = (name: TeamTab) => `${idPrefix}-${name}-panel`;

  if (error || !data) {
    return (
      <Card>
        {error ? (
          <ErrorText error={error}>{TEAM_ERROR_TEXT}</ErrorText>
        ) : (
          <LoadingState label="Loading team" />
        )}
      </Card>
    );
  }
  return (
    <Card>
      <Tabs value={tab} onChange={(_, next: TeamTab) => setTab(next)} aria-label="Team and invitations">
        <Tab
          value="team"
          label={`Team (${data.users.length})`}
          id={tabId('team')}
          aria-controls={panelId('team')}
        />
        <Tab
          value="invitations"
          label={`Invitations (${data.invitations.length})`}
          id={tabId('invitations')}
          aria-controls={panelId('invitations')}
        />
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'team' ? (
          <TeamTable members={data.users} />
        ) : (
          <InvitationsTable invitations={data.invitations} />
        )}
      </Box>
    </Card>
  );
}
