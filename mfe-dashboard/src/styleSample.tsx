// The dashboard's style sample (createAppConfig's `styleSample`): its page with every figure and
// the chart's frame, rendered at build time for its CSS, which the Section module adopts when it
// loads. Never part of a bundle.
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { GrowthResponse } from '@portal/contract/dashboard';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { MemoryRouter } from '@portal/router';
import { SWRConfig } from 'swr';
import { ADMIN_GROWTH_PATH, STATISTICS_PATHS } from './api/paths';
import { DashboardPage } from './pages/DashboardPage';

type Answer = UsersResponse | OrganisationsResponse | CouponsResponse | ActivitiesResponse | GrowthResponse;

// The page's calls answer from SWR's fallback: rendering at build time fetches nothing. The
// embedded activity list is the activities remote's, so it shows its loading state here.
const answers: Record<string, Answer> = {
  [STATISTICS_PATHS.users]: { users: [], total: 2, totalActive: 1 },
  [STATISTICS_PATHS.organisations]: { organisations: [], total: 2, totalActive: 1 },
  [STATISTICS_PATHS.coupons]: { coupons: [], total: 0 },
  [STATISTICS_PATHS.activities]: { activities: [], total: 2 },
  [ADMIN_GROWTH_PATH]: { growth: [{ month: '2025-01', userCount: 1, activeUsers: 1, organisationCount: 1 }] },
};

export default (
  <MemoryRouter>
    <SWRConfig value={{ fallback: answers }}>
      <DashboardPage />
    </SWRConfig>
  </MemoryRouter>
);
