import { useRemoteStatuses } from '@portal/federation';
import { Card, CardContent, CardHeader, LoadingState, PageHeading, Stack } from '@portal/ui';
import { lazy, Suspense, useMemo } from 'react';
import { SectionsTable } from './SectionsTable';
import { ThemeModeSetting } from './ThemeModeSetting';
import { useRemoteVersions } from './useRemoteVersions';

// Its own chunk: the signed-in screens every page loads stay as small as they were.
const SectionHealth = lazy(() => import('./health/SectionHealth'));

/** /settings: the look of the portal, which version of each section runs, and how each release fares. */
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
      <Card>
        <CardHeader
          title="Section health"
          subheader="What staff's pages report for each release: load time, failures, version-skew refusals, errors."
        />
        <CardContent>
          <Suspense fallback={<LoadingState label="Loading section health" />}>
            <SectionHealth />
          </Suspense>
        </CardContent>
      </Card>
    </Stack>
  );
}
