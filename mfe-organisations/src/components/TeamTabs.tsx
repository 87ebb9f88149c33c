import type { TeamResponse } from '@portal/contract/organisations';
import { Box, Card, formatCount, QueryState, Tab, Tabs } from '@portal/ui';
import { useId, useState } from 'react';
import { TEAM_ERROR_TEXT, useOrganisationTeam } from '../api/organisationTeam';
import { InvitationsTable } from './InvitationsTable';
import { TeamTable } from './TeamTable';

type TeamTab = 'team' | 'invitations';

function TeamAndInvitations({ team }: { team: TeamResponse }) {
  const [tab, setTab] = useState<TeamTab>('team');
  const idPrefix = useId();
  const tabId = (name: TeamTab) => `${idPrefix}-${name}-tab`;
  const panelId = (name: TeamTab) => `${idPrefix}-${name}-panel`;
  return (
    <>
      <Tabs value={tab} onChange={(_, next: TeamTab) => setTab(next)} aria-label="Team and invitations">
        <Tab
          value="team"
          label={`Team (${formatCount(team.users.length)})`}
          id={tabId('team')}
          aria-controls={panelId('team')}
        />
        <Tab
          value="invitations"
          label={`Invitations (${formatCount(team.invitations.length)})`}
          id={tabId('invitations')}
          aria-controls={panelId('invitations')}
        />
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'team' ? (
          <TeamTable members={team.users} />
        ) : (
          <InvitationsTable invitations={team.invitations} />
        )}
      </Box>
    </>
  );
}

/** Tabs 'Team (n)' and 'Invitations (n)' with their tables; loads the team on its own. */
export function TeamTabs({ organisationId }: { organisationId: string }) {
  return (
    <Card>
      <QueryState
        query={useOrganisationTeam(organisationId)}
        errorText={TEAM_ERROR_TEXT}
        loadingLabel="Loading team"
      >
        {(team) => <TeamAndInvitations team={team} />}
      </QueryState>
    </Card>
  );
}
