import type { RemoteStatus } from '@portal/federation/runtime';
import { DataTable, StatusChip, type ChipColor, type Column } from '@portal/ui';

const STATE_COLORS: Record<RemoteStatus['state'], ChipColor> = {
  'not loaded': 'default',
  loading: 'info',
  loaded: 'success',
  failed: 'error',
};

interface SectionsTableProps {
  remotes: readonly RemoteStatus[];
  /** Remote name to its deployed version; missing while the manifest is being read. */
  versions: Readonly<Record<string, string>>;
}

/** What is deployed: each remote, where its manifest is, its version and whether this page loaded it. */
export function SectionsTable({ remotes, versions }: SectionsTableProps) {
  const columns: Column<RemoteStatus>[] = [
    { id: 'name', header: 'Section', render: (remote) => remote.name },
    { id: 'manifest', header: 'Manifest URL', render: (remote) => remote.manifestUrl },
    { id: 'version', header: 'Version', render: (remote) => versions[remote.name] ?? '…' },
    {
      id: 'state',
      header: 'State',
      render: (remote) => <StatusChip label={remote.state} color={STATE_COLORS[remote.state]} />,
    },
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
