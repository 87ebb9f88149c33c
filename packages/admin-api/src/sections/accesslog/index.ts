// The Access log section's API (issue 73), for auditors only (AUDITOR_EMAILS): the staff access
// records newest first, paged, sorted and filtered (staff member, subject, action, date range),
// their CSV export through the lists' export machinery, the users and organisations a subject
// filter names, and one user's subject access report. Reading the log is itself recorded.
import {
  ACCESSLOG_API,
  type AccesslogRecord,
  type AccesslogResponse,
  type AccesslogSubjectsResponse,
} from '@portal/contract/accesslog';
import { CSV_EXPORT } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AccessEntry } from '../../audit/accessAudit';
import type { AccessSubject } from '../../audit/accessRecord';
import { listAccess, resourceOf } from '../../audit/declaredAccess';
import { notFound } from '../../http/apiError';
import { CSV_BOM, csvLine } from '../../http/csv';
import { listQuerySchema, querySchema, uuidParamsSchema, type IdParams } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { wantsCsv } from '../../routes/listExport';
import { ACCESSLOG_COLUMNS, reportColumns } from './columns';
import { boundsOf } from './dates';
import {
  ACCESSLOG_LIST,
  findSubjects,
  listAccessRecords,
  recordsOfUser,
  type AccesslogListQuery,
} from './queries';
import { ACCESSLOG_RESPONSES } from './responses';

/** The routes' paths under /admin. */
const under = (path: string) => path.replace(/^\/admin/, '');

const subjectsQuerySchema = querySchema({
  subject: { type: 'string', minLength: 1, maxLength: 320 },
});
const reportQuerySchema = querySchema({
  [ACCESSLOG_API.staffParam]: { type: 'string', enum: [ACCESSLOG_API.omitStaff] },
});

/** What a route records of its own call: the staff member, the route and its parameters. */
function entryOf(
  request: FastifyRequest,
  action: AccessEntry['action'],
  subjects: readonly AccessSubject[],
  status = 200,
): AccessEntry {
  return {
    staff: { id: request.staffId },
    action,
    resource: resourceOf(request),
    subjects,
    query: { ...(request.query as object), ...(request.params as object) },
    status,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The users and organisations a record names (the log shows their names and e-mail addresses). */
const subjectsOf = (record: AccesslogRecord): AccessSubject[] =>
  record.subjects.map(({ kind, id }) => ({ kind, id }));

export const section: ApiSection = {
  name: 'accesslog',
  async routes(app, { db, merge, sendCsv }) {
    // Auditors only: anyone else gets the spec's 403, and the refusal is recorded.
    app.addHook('preHandler', async (request) => {
      try {
        await app.audit.requireAuditor(request.staffId);
      } catch (error) {
        await app.audit.recordIfPossible(request, entryOf(request, 'refused', [], 403));
        throw error;
      }
    });

    app.get<{ Querystring: AccesslogListQuery & { format?: string } }>(
      under(ACCESSLOG_API.listPath),
      {
        schema: {
          querystring: listQuerySchema(ACCESSLOG_LIST),
          response: { 200: ACCESSLOG_RESPONSES.records },
        },
        // Reading the log is recorded like any list (audit/declaredAccess.ts): its rows' subjects.
        config: {
          access: listAccess({ rows: (answer: AccesslogResponse) => answer.records, subjects: subjectsOf }),
        },
      },
      async (request, reply) => {
        const query = boundsOf(request.query);
        if (wantsCsv(request, reply)) {
          // Each batch recorded before it is sent, with its rows' subjects (routes/listExport.ts).
          return sendCsv(request, reply, ACCESSLOG_LIST, query, ACCESSLOG_COLUMNS, 'access-log', subjectsOf);
        }
        return merge(request.url, () => listAccessRecords(db, query));
      },
    );

    app.get<{ Querystring: { subject?: string } }>(
      under(ACCESSLOG_API.subjectsPath),
      {
        schema: { querystring: subjectsQuerySchema, response: { 200: ACCESSLOG_RESPONSES.subjects } },
        config: {
          access: {
            action: 'searched',
            subjects: (answer: AccesslogSubjectsResponse) =>
              answer.subjects.map(({ kind, id }) => ({ kind, id })),
          },
        },
      },
      async (request) => ({
        subjects: request.query.subject ? await findSubjects(db, request.query.subject) : [],
      }),
    );

    app.get<{ Params: IdParams; Querystring: { staff?: string } }>(
      `${under(ACCESSLOG_API.reportPath)}/:id`,
      { schema: { params: uuidParamsSchema, querystring: reportQuerySchema } },
      async (request, reply) => {
        const { id } = request.params;
        const [user] = await db.query<{ id: string }>('select id from users where id = $1', [id]);
        if (!user) throw notFound(`User ${id} not found`);
        const withStaff = request.query.staff !== ACCESSLOG_API.omitStaff;
        const records = await recordsOfUser(db, id, CSV_EXPORT.maxRows);
        // A CSV of its own (not a list's export): recorded here, after it is read, before it is sent.
        await app.audit.record(request, entryOf(request, 'exported', [{ kind: 'user', id }]));
        const columns = reportColumns(withStaff);
        const lines = records.map((record) => csvLine(columns.map((column) => column.text(record))));
        const variant = withStaff ? '' : '-without-staff';
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="access-report-${id}${variant}-${today()}.csv"`,
          )
          .send(CSV_BOM + csvLine(columns.map((column) => column.title)) + lines.join(''));
      },
    );
  },
};
