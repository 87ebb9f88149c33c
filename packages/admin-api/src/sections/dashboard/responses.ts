import { arrayOf, fields, number, orNull, string } from '../../http/schemaFields';
import type { GrowthPoint, GrowthResponse } from '@portal/contract/dashboard';

/** The dashboard section's JSON answers (see http/schemaFields.ts). */
export const DASHBOARD_RESPONSES = {
  growth: fields<GrowthResponse>({
    growth: arrayOf(
      fields<GrowthPoint>({
        month: string,
        userCount: number,
        activeUsers: orNull(number),
        organisationCount: number,
      }),
    ),
  }),
} as const;
