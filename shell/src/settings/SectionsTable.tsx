import type { BuildStamp, RemoteStatus } from '@portal/federation';
import { DataTable, formatDateTime, StatusChip, type ChipColor, type Column } from '@portal/ui';
import { UNKNOWN_VERSION } from './remoteVersion';

const STATE_COLORS: Record<RemoteStatus['state'], ChipColor> = {
  'not loaded': 'default',
  loading: 'info',
  loaded: 'success',
  failed: 'error',
  incompatible: 'warning',
};

const PENDING = '…';

/** Why this browser runs the release it runs, as /settings says it. */
export const RELEASE_TEXTS: Record<RemoteStatus['release'], string> = {
  live: 'live',
  canary: 'canary',
  fallback: 'live (canary failed)',
};

interface SectionsTableProps {
  remotes: readonly RemoteStatus[];
  /** Remote name to its deployed build: missing while the manifest is read, null when unreadable. */
  builds: Readonly<Record<string, BuildStamp | null>>;
}

/** A detail of the deployed build, or why there is none yet. */
function buildField(build: BuildStamp | null | undefined, field: (build: BuildStamp) => string): string {
  if (build === undefined) return PENDING;
  return build ? field(build) : UNKNOWN_VERSION;
}

const builtAt = (build: BuildStamp) => (build.builtAt ? formatDateTime(build.builtAt) : UNKNOWN_VERSION);

/** What is deployed: each remote, where its manifest is, which build it is and whether this page loaded it. */
export function SectionsTable({ remotes, builds }: SectionsTableProps) {
  const columns: Column<RemoteStatus>[] = [
    { id: 'name', header: 'Section', render: (remote) => remote.name },
    { id: 'manifest', header: 'Manifest URL', render: (remote) => remote.manifestUrl },
    {
      id: 'version',
      header: 'Version',
      render: (remote) => buildField(builds[remote.name], (b) => b.version),
    },
    { id: 'commit', header: 'Commit', render: (remote) => buildField(builds[remote.name], (b) => b.commit) },
    { id: 'built', header: 'Built', render: (remote) => buildField(builds[remote.name], builtAt) },
    {
      id: 'state',
      header: 'State',
      render: (remote) => <StatusChip label={remote.state} color={STATE_COLORS[remote.state]} />,
    },
    { id: 'release', header: 'Release', render: (remote) => RELEASE_TEXTS[remote.release] },
  ];
  return (
    <DataTable
      label="Sections"
      columns={columns}
      rows={remotes}
      rowKey={(remote) => remote.name}
      emptyText="No sections are configured."
    />
  );
}
