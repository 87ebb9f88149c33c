// The activities remote's style sample (createAppConfig's `styleSample`): its page with a full
// first page of rows, rendered at build time for its CSS, which the Section module adopts when it
// loads. Never part of a bundle.
import { ACTIVITY_TYPES } from '@portal/contract';
import type { ActivitiesResponse } from '@portal/contract/activities';
import { MemoryRouter } from '@portal/router';
import { SWRConfig, type Cache } from 'swr';
import { ActivitiesPage } from './pages/ActivitiesPage';
import { activitiesResponse, makeActivityItem } from './testing/activityFixtures';

const LONG_DESCRIPTION = 'A description long enough to be collapsed behind Show more. '.repeat(5);

const firstPage = activitiesResponse(
  [
    ...ACTIVITY_TYPES.map((type) => makeActivityItem(type)),
    makeActivityItem('USER', { user: null, organisation: null }),
    makeActivityItem('OTHER', {
      activity: {
        id: 'long',
        activityType: 'OTHER',
        description: LONG_DESCRIPTION,
        createdAt: '2025-03-05T03:07:00.000Z',
      },
    }),
  ],
  100,
);

// The page's lists answer from this cache: rendering at build time fetches nothing.
const answers: Cache<ActivitiesResponse> = {
  keys: () => [][Symbol.iterator](),
  get: () => ({ data: firstPage }),
  set: () => undefined,
  delete: () => undefined,
};

export default (
  <MemoryRouter>
    <SWRConfig value={{ provider: () => answers }}>
      <ActivitiesPage />
    </SWRConfig>
  </MemoryRouter>
);
