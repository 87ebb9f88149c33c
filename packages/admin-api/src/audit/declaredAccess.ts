import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessAction, AccessSubject } from './accessRecord';
import './accessAudit';

// Recording in one place (issue 73): a route DECLARES its action and how to find the subjects in
// its answer (`config.access`); one preSerialization hook writes the record after the answer is
// made and before it is sent, and answers 503 instead when it cannot be written. Routes that do
// not declare one record nothing here.

export interface AccessDeclaration<Answer = unknown> {
  /** What a call does: fixed (`viewed`), or chosen from the request (`listed` or `searched`). */
  action: AccessAction | ((request: FastifyRequest) => AccessAction);
  /** Every user and organisation whose data the answer carries (a scoped route's in its request). */
  subjects(answer: Answer, request: FastifyRequest): readonly AccessSubject[];
}

/**
 * What a list declares (routes/listRoute.ts): its page's rows, and each row's users and
 * organisations; a CSV export of the list records its rows' subjects the same way.
 */
export interface ListAccess<Answer, Row> {
  rows(answer: Answer): readonly Row[];
  subjects(row: Row): readonly AccessSubject[];
}

/** A list page's declaration: `listed` or `searched`, every row's subjects. */
export const listAccess = <Answer, Row>(list: ListAccess<Answer, Row>): AccessDeclaration<Answer> => ({
  action: listedOrSearched,
  subjects: (answer) => list.rows(answer).flatMap((row) => list.subjects(row)),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's access, recorded by recordDeclaredAccess. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    access?: AccessDeclaration<any>;
  }
}

/** A list's page is `searched` when it carries a search term, else `listed`. */
export const listedOrSearched = (request: FastifyRequest): AccessAction => {
  const { search } = (request.query ?? {}) as { search?: unknown };
  return typeof search === 'string' && search.trim() !== '' ? 'searched' : 'listed';
};

/** The route as declared, its parameters in braces: `GET /admin/users/{id}`. */
export const resourceOf = (request: FastifyRequest): string =>
  `${request.method} ${(request.routeOptions.url ?? request.url.split('?')[0]!).replace(/:(\w+)/g, '{$1}')}`;

/** The parameters worth recording: the query's and the path's (accessRecord.ts drops the secret ones). */
const parametersOf = (request: FastifyRequest): Record<string, unknown> => ({
  ...((request.query ?? {}) as object),
  ...((request.params ?? {}) as object),
});

/** Records every declared route's successful JSON answer before it is serialized and sent. */
export function recordDeclaredAccess(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest & { staffId?: string }, reply, payload) => {
    const access = request.routeOptions.config.access;
    // Errors carry nobody's data (a 503 of this hook's own comes back through here too), and a
    // HEAD answer's body is never sent.
    if (!access || reply.statusCode >= 300 || request.method === 'HEAD') return payload;
    await app.audit.record(request, {
      staff: { id: request.staffId || null },
      action: typeof access.action === 'function' ? access.action(request) : access.action,
      resource: resourceOf(request),
      subjects: access.subjects(payload, request),
      query: parametersOf(request),
      status: reply.statusCode,
    });
    return payload;
  });
}

/** Subjects from optional ids: `users(row.userId)`, `organisations(...rows.map((row) => row.id))`. */
const of =
  (kind: AccessSubject['kind']) =>
  (...ids: readonly (string | null | undefined)[]): AccessSubject[] =>
    ids.flatMap((id) => (id ? [{ kind, id }] : []));
export const users = of('user');
export const organisations = of('organisation');
