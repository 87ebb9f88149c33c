// The dashboard section's wire contract: its own call's answer, the monthly growth figures
// (docs/api/openapi.json). Its statistics and recent activities read the users, organisations,
// coupons and activities lists, whose answers are those sections' modules.

export interface GrowthPoint {
  /** 'YYYY-MM' */
  month: string;
  userCount: number;
  /** May be missing for old months; shown as 0. */
  activeUsers?: number | null;
  organisationCount: number;
}

/** The monthly growth figures (oldest month first). */
export interface GrowthResponse {
  growth: GrowthPoint[];
}
