import type { ActivitiesResponse, ActivityListItem } from '@portal/api/contract';
import type { Database } from '../db/database';
import type { ActivityPageQuery } from '../http/schemas';
import { USER_SUMMARY_JSON } from './fields';

export interface ActivityScope {
  userId?: string;
  organisationId?: string;
}

/** Newest first; each filter matches an index that leads with it, then (created_at, id). */
export async function listActivities(
  db: Database,
  query: ActivityPageQuery,
  scope: ActivityScope = {},
): Promise<ActivitiesResponse> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const filter = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    params.push(value);
    conditions.push(`a.${column} = $${params.length}`);
  };
  filter('activity_type', query.activityType);
  filter('user_id', scope.userId);
  filter('organisation_id', scope.organisationId);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const n = params.length;

  const [activities, [counts]] = await Promise.all([
    db.query<ActivityListItem>(
      `select
         json_build_object('id', a.id, 'activityType', a.activity_type, 'description', a.description,
           'createdAt', iso(a.created_at)) as activity,
         ${USER_SUMMARY_JSON} as "user",
         case when o.id is null then null else json_build_object('id', o.id, 'name', o.name) end as organisation
       from (select * from activities a ${where}
             order by a.created_at desc, a.id desc limit $${n + 1} offset $${n + 2}) a
       left join users u on u.id = a.user_id
       left join organisations o on o.id = a.organisation_id
       order by a.created_at desc, a.id desc`,
      [...params, query.limit, query.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from activities a ${where}`, params),
  ]);
  return { activities, total: counts!.total };
}
