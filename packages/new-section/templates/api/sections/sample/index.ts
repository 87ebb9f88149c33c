// GET /admin/sample: the Sample section's list, searched, sorted and paged, with the match's exact
// total, and its CSV export (`format=csv`). One Fastify plugin, registered from the section list
// (routes/apiSection.ts); its parts are queries.ts, columns.ts and responses.ts.
import { organisations } from '../../audit/declaredAccess';
import type { ApiSection } from '../../routes/apiSection';
import { listRoute } from '../../routes/listRoute';
import { SAMPLE_COLUMNS } from './columns';
import { listSample, SAMPLE_LIST } from './queries';
import { SAMPLE_RESPONSES } from './responses';

export const section: ApiSection = {
  name: 'sample',
  lists: [
    listRoute({
      path: '/sample',
      source: SAMPLE_LIST,
      columns: SAMPLE_COLUMNS,
      response: SAMPLE_RESPONSES.list,
      read: listSample,
      // The access log records whose data each page and exported row showed (audit/declaredAccess.ts).
      access: { rows: (page) => page.rows, subjects: (row) => organisations(row.organisationId) },
    }),
  ],
};
