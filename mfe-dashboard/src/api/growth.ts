// GET /admin/growth: monthly sign-ups, active users and organisations for the dashboard chart.
import { useApiQuery } from '@portal/api';
import type { GrowthResponse } from '@portal/contract/dashboard';
import { ADMIN_GROWTH_PATH } from './paths';

export const GROWTH_ERROR_TEXT = 'Failed to fetch growth data';

export function useAdminGrowth() {
  return useApiQuery<GrowthResponse>(ADMIN_GROWTH_PATH);
}
