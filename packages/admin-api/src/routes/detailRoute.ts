import type { FastifyInstance } from 'fastify';
import type { AccessSubject } from '../audit/accessRecord';
import type { Database } from '../db/database';
import { uuidParamsSchema, type IdParams } from '../http/schemas';
import type { RouteMeta } from './routeMeta';
import { found } from './scoped';
import type { SectionDeps } from './sectionDeps';

/** One entity's route: GET `path` (ending in `:id`) answers it, or 404 when there is none. */
export interface DetailRoute<Answer> {
  /** The route, under /admin, for example '/users/:id'. */
  path: string;
  /** The `id` parameter's schema; a UUID unless the entity's ids are not (coupons). */
  params?: Readonly<Record<string, unknown>>;
  /** The JSON answer's schema (http/responseSchemas.ts). */
  response: Readonly<Record<string, unknown>>;
  /** The entity's name in the 404's message: "User" gives "User <id> not found". */
  noun: string;
  /** The answer, or null when there is no such entity. */
  read(db: Database, id: string): Promise<Answer | null>;
  /**
   * The users and organisations the answer carries (the entity and what it embeds), recorded as
   * `viewed` in the access log (audit/declaredAccess.ts); null for an entity of no one's data.
   */
  access: ((answer: Answer) => readonly AccessSubject[]) | null;
  /** What the route declares for hooks over every built route (routeMeta.ts). */
  meta?: RouteMeta;
}

// Any answer: a route's `access` takes its own answer type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDetailRoute = DetailRoute<any>;

/** A section's detail route, typed from its parts. */
export const detailRoute = <Answer>(detail: DetailRoute<Answer>): DetailRoute<Answer> => detail;

/** GET `path`: the entity (concurrent reads of one URL merged), or the spec's 404 NOT_FOUND. */
export function registerDetailRoute<Answer>(
  app: FastifyInstance,
  { db, merge }: SectionDeps,
  detail: DetailRoute<Answer>,
): void {
  app.get<{ Params: IdParams }>(
    detail.path,
    {
      schema: { params: detail.params ?? uuidParamsSchema, response: { 200: detail.response } },
      config: {
        meta: detail.meta,
        ...(detail.access && { access: { action: 'viewed' as const, subjects: detail.access } }),
      },
    },
    (request) =>
      merge(request.url, async () =>
        found(await detail.read(db, request.params.id), `${detail.noun} ${request.params.id} not found`),
      ),
  );
}
