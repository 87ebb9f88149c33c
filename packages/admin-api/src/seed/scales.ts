import type { SeedScale } from '../config';

export interface SeedSize {
  organisations: number;
  /** Customer users; staff and the hostile test rows come on top. */
  users: number;
  coupons: number;
  activities: number;
}

export const SEED_SIZES: Record<SeedScale, SeedSize> = {
  small: { organisations: 300, users: 1_500, coupons: 20, activities: 20_000 },
  large: { organisations: 50_000, users: 200_000, coupons: 40, activities: 1_000_000 },
};
