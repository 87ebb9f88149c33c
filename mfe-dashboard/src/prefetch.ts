import { ADMIN_GROWTH_PATH, RECENT_ACTIVITIES_PATH, STATISTICS_PATHS } from './api/paths';

/** The dashboard's first calls: the four statistics, the growth chart and the latest activities it embeds. */
export function firstCalls(): string[] {
  return [...Object.values(STATISTICS_PATHS), ADMIN_GROWTH_PATH, RECENT_ACTIVITIES_PATH];
}
