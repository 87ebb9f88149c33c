import { healthCollectorUrl } from '@portal/federation';
import type { ReleaseHealth } from '@portal/registry';
import { DataTable, EmptyText, ErrorText, formatDateTime, LoadingState, type Column } from '@portal/ui';
import { useSectionHealth } from './useSectionHealth';

export const NO_COLLECTOR_TEXT = 'No health collector is configured (portal-config.json "healthUrl").';
export const HEALTH_ERROR_TEXT = 'The health collector could not be read.';

const columns: Column<ReleaseHealth>[] = [
  { id: 'section', header: 'Section', render: (row) => row.section },
  { id: 'release', header: 'Release', render: (row) => row.release },
  { id: 'loads', header: 'Loads', render: (row) => String(row.loads) },
  {
    id: 'p75',
    header: 'Load p75',
    render: (row) => (row.loadP75Ms === null ? '—' : `${row.loadP75Ms} ms`),
  },
  { id: 'failures', header: 'Load failures', render: (row) => String(row.loadFailures) },
  { id: 'skew', header: 'Skew refusals', render: (row) => String(row.skewRefusals) },
  { id: 'errors', header: 'Errors', render: (row) => String(row.errors) },
  { id: 'fallbacks', header: 'Fell back to live', render: (row) => String(row.fallbacks) },
  { id: 'seen', header: 'Last seen', render: (row) => formatDateTime(row.lastSeenAt) },
];

function HealthTable({ collectorUrl }: { collectorUrl: string }) {
  const health = useSectionHealth(collectorUrl);
  if (health.state === 'loading') return <LoadingState label="Loading section health" />;
  if (health.state === 'failed') return <ErrorText error={null}>{HEALTH_ERROR_TEXT}</ErrorText>;
  return (
    <DataTable
      label="Section health"
      columns={columns}
      rows={health.releases}
      rowKey={(row) => `${row.section}\n${row.release}`}
      emptyText="No section has reported yet."
    />
  );
}

/**
 * Each section's releases as the staff's pages report them: load p75, failures, version-skew
 * refusals and errors. Its own chunk: only /settings downloads it.
 */
export default function SectionHealth() {
  const collectorUrl = healthCollectorUrl();
  return collectorUrl ? (
    <HealthTable collectorUrl={collectorUrl} />
  ) : (
    <EmptyText>{NO_COLLECTOR_TEXT}</EmptyText>
  );
}
