import { ACTIVITY_TYPES, type ActivityType } from '@portal/contract';
import type { ActivityListItem } from '@portal/contract/activities';
import type { ListFilter, ListFilterOption, ListFilterValues } from '@portal/list-state/pure';

const typeOption = (type: ActivityType): ListFilterOption<ActivityType> => ({ value: type, label: type });

/**
 * The type filter: one activity type, or 'All' (never sent to the API). Its URL key is `type`; the
 * query builder sends it as `activityType`. Any known type is read from a URL; the select offers
 * the types `activityTypeOptions` finds.
 */
export const ACTIVITY_TYPE_FILTER: ListFilter<'type', ActivityType> = {
  key: 'type',
  label: 'Activity type',
  anyLabel: 'All',
  options: ACTIVITY_TYPES.map(typeOption),
};

export const ACTIVITY_FILTERS = [ACTIVITY_TYPE_FILTER] as const;
export type ActivityFilters = ListFilterValues<typeof ACTIVITY_FILTERS>;

/**
 * The type filter's choices: the types present in the loaded unfiltered results, sorted. The chosen
 * type always stays a choice, so the filter keeps showing what it filters by.
 */
export function activityTypeOptions(
  unfiltered: readonly ActivityListItem[],
  selected: ActivityType | undefined,
): ActivityType[] {
  const types = new Set(unfiltered.map((item) => item.activity.activityType));
  if (selected !== undefined) types.add(selected);
  return [...types].sort();
}

/** The type filter as the select shows it: only `options` (`activityTypeOptions`) as choices. */
export function shownActivityTypeFilter(options: readonly ActivityType[]): ListFilter<'type', ActivityType> {
  return { ...ACTIVITY_TYPE_FILTER, options: options.map(typeOption) };
}
