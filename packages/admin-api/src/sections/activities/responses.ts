import {
  arrayOf,
  fields,
  number,
  orNull,
  organisationSummary,
  string,
  userSummary,
} from '../../http/schemaFields';
import type { ActivitiesResponse, Activity, ActivityListItem } from '@portal/contract/activities';

const activityListItem = fields<ActivityListItem>({
  activity: fields<Activity>({ id: string, activityType: string, description: string, createdAt: string }),
  user: orNull(userSummary),
  organisation: orNull(organisationSummary),
});

/** The activities section's JSON answers (see http/schemaFields.ts). */
export const ACTIVITIES_RESPONSES = {
  activities: fields<ActivitiesResponse>({ activities: arrayOf(activityListItem), total: number }),
} as const;
