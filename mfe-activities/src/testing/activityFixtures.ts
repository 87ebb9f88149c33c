import type { ActivityType } from '@portal/contract';
import type { ActivitiesResponse, ActivityListItem } from '@portal/contract/activities';

let sequence = 0;

/** One activity of `type` by Ada Lovelace in Acme Pty Ltd; override what a test is about. */
export function makeActivityItem(
  type: ActivityType = 'AUTH',
  overrides: Partial<ActivityListItem> = {},
): ActivityListItem {
  sequence += 1;
  return {
    activity: {
      id: `activity-${sequence}`,
      activityType: type,
      description: `${type} activity ${sequence}`,
      createdAt: '2025-03-05T03:07:00.000Z',
    },
    user: {
      id: 'user-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      avatarUrl: null,
      isAdmin: false,
    },
    organisation: { id: 'org-1', name: 'Acme Pty Ltd' },
    ...overrides,
  };
}

export function activitiesResponse(
  activities: ActivityListItem[],
  total = activities.length,
): ActivitiesResponse {
  return { activities, total };
}
