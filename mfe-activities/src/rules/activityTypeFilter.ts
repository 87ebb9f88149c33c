import { ACTIVITY_TYPES, type ActivityListItem, type ActivityType } from '@portal/api';

/** The type filter's "every type" choice; never sent to the API. */
export const ALL_ACTIVITY_TYPES = 'ALL';

/** The type filter's value: one activity type, or every type. */
export type ActivityTypeFilter = ActivityType | typeof ALL_ACTIVITY_TYPES;

/** The filter a URL or select value asks for; anything but a known activity type means all types. */
export function parseActivityTypeFilter(raw: string | null): ActivityTypeFilter {
  return ACTIVITY_TYPES.find((type) => type === raw) ?? ALL_ACTIVITY_TYPES;
}

/**
 * The type filter's choices: the types present in the loaded unfiltered results, sorted. The chosen
 * type always stays a choice, so the filter keeps showing what it filters by.
 */
export function activityTypeOptions(
  unfiltered: readonly ActivityListItem[],
  selected: ActivityTypeFilter,
): ActivityType[] {
  const types = new Set(unfiltered.map((item) => item.activity.activityType));
  if (selected !== ALL_ACTIVITY_TYPES) types.add(selected);
  return [...types].sort();
}
