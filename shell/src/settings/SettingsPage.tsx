import { useRemoteStatuses } from '@portal/federation';
import { Card, CardContent, CardHeader, PageHeading, Stack } from '@portal/ui';
import { useMemo } from 'react';
import { SectionsTable } from './SectionsTable';
import { ThemeModeSetting } from './ThemeModeSetting';
import { useRemoteVersions } from './useRemoteVersions';

/** /settings: the look of the portal, and which version of each section is deployed. */
export function SettingsPage() {
  const remotes = useRemoteStatuses();
  const manifestUrls = useMemo(
    () => Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifestUrl])),
    [remotes],
  );
  const builds = useRemoteVersions(manifestUrls);
  return (
    <Stack spacing={3}>
      <PageHeading title="Settings" />
      <Card>
        <CardHeader
          title="Theme"
          subheader="Light, dark, or follow the system. Remembered in this browser."
        />
        <CardContent>
          <ThemeModeSetting />
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Sections"
          subheader="Each section is deployed on its own; this is what this page runs."
        />
        <CardContent>
          <SectionsTable remotes={remotes} builds={builds} />
        </CardContent>
      </Card>
    </Stack>
  );
}
