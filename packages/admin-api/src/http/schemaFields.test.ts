import type { ActivitiesResponse } from '@portal/contract/activities';
import type { GrowthResponse } from '@portal/contract/dashboard';
import Fastify from 'fastify';
import { ACTIVITIES_RESPONSES } from '../sections/activities/responses';
import { DASHBOARD_RESPONSES } from '../sections/dashboard/responses';

// An answer carries the contract's fields only: whatever else a query lets through (an internal
// counter, a column added later) is dropped by the route's response schema when serialized.

async function served(schema: object, answer: unknown): Promise<unknown> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  try {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    return response.json();
  } finally {
    await app.close();
  }
}

const activities: ActivitiesResponse = {
  activities: [
    {
      activity: {
        id: 'a1',
        activityType: 'AUTH',
        description: 'Signed in',
        createdAt: '2026-01-02T03:04:05Z',
      },
      user: {
        id: 'u1',
        firstName: null,
        lastName: 'Lee',
        email: 'lee@example.com',
        avatarUrl: null,
        isAdmin: false,
      },
      organisation: null,
    },
  ],
  total: 1,
};

it('drops fields outside the contract at every level, keeping every field and null of it', async () => {
  const [item] = activities.activities;
  const withExtras = {
    ...activities,
    changes: 7,
    activities: [
      {
        ...item,
        rank: 1,
        activity: { ...item!.activity, search_text: 'signed in' },
        user: { ...item!.user, password_hash: 'x', tokenSecret: 'y' },
      },
    ],
  };
  expect(await served(ACTIVITIES_RESPONSES.activities, withExtras)).toEqual(activities);
});

it('keeps an optional field when present and null numbers as null', async () => {
  const growth: GrowthResponse = {
    growth: [
      { month: '2026-01', userCount: 3, activeUsers: null, organisationCount: 2 },
      { month: '2026-02', userCount: 4, activeUsers: 2, organisationCount: 2 },
      { month: '2026-03', userCount: 5, organisationCount: 2 },
    ],
  };
  expect(await served(DASHBOARD_RESPONSES.growth, growth)).toEqual(growth);
});
