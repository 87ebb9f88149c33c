// GET /admin/growth: monthly sign-ups, active users and organisations for the dashboard chart.
import useSWR, { type SWRResponse } from 'swr';
import type { GrowthResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient } from '../http/apiClient';

export const GROWTH_ERROR_TEXT = 'Failed to fetch growth data';
export const ADMIN_GROWTH_PATH = '/admin/growth';

export function useAdminGrowth(): SWRResponse<GrowthResponse, ApiError> {
  return useSWR<GrowthResponse, ApiError>(ADMIN_GROWTH_PATH, (path: string) =>
    apiClient.get<GrowthResponse>(path),
  );
}
