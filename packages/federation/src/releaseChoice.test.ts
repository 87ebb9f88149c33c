import type { PortalSection } from '@portal/registry';
import { chooseRelease, shareBucket, storedAccountId } from './releaseChoice';

const LIVE = 'http://cdn.test/releases/users/1.0.0-aaa1111/mf-manifest.json';
const CANDIDATE = 'http://cdn.test/releases/users/1.1.0-bbb2222/mf-manifest.json';
const section = (canary?: PortalSection['canary']): PortalSection => ({
  name: 'users',
  label: 'Users',
  icon: 'users',
  basePath: '/app/users',
  manifestUrl: LIVE,
  ...(canary && { canary }),
});

test('named accounts get the candidate, and only they', () => {
  const entry = section({ manifestUrl: CANDIDATE, accounts: ['a1', 'a2'] });
  expect(chooseRelease(entry, 'a1')).toEqual({ manifestUrl: CANDIDATE, reason: 'canary' });
  expect(chooseRelease(entry, 'a2')).toEqual({ manifestUrl: CANDIDATE, reason: 'canary' });
  expect(chooseRelease(entry, 'a3')).toEqual({ manifestUrl: LIVE, reason: 'live' });
  expect(chooseRelease(entry, null)).toEqual({ manifestUrl: LIVE, reason: 'live' });
});

test('without a canary everyone runs the live release', () => {
  expect(chooseRelease(section(), 'a1')).toEqual({ manifestUrl: LIVE, reason: 'live' });
});

test('a share picks about that percent of staff, each always on the same side', () => {
  const entry = section({ manifestUrl: CANDIDATE, share: 20 });
  const accounts = Array.from(
    { length: 2000 },
    (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  );
  const chosen = accounts.filter((account) => chooseRelease(entry, account).reason === 'canary');
  expect(chosen.length / accounts.length).toBeGreaterThan(0.17);
  expect(chosen.length / accounts.length).toBeLessThan(0.23);
  expect(accounts.filter((account) => chooseRelease(entry, account).reason === 'canary')).toEqual(chosen);
  // Share 0 is nobody, 100 everybody.
  expect(
    accounts.some(
      (account) => chooseRelease(section({ manifestUrl: CANDIDATE, share: 0 }), account).reason === 'canary',
    ),
  ).toBe(false);
  expect(
    accounts.every(
      (account) =>
        chooseRelease(section({ manifestUrl: CANDIDATE, share: 100 }), account).reason === 'canary',
    ),
  ).toBe(true);
});

test('the bucket depends on the section too, so one person is not first in every canary', () => {
  expect(shareBucket('users', 'a1')).toBe(shareBucket('users', 'a1'));
  const accounts = Array.from({ length: 50 }, (_, index) => `account-${index}`);
  expect(accounts.map((account) => shareBucket('users', account))).not.toEqual(
    accounts.map((account) => shareBucket('coupons', account)),
  );
});

test('a candidate that failed on this page gives way to the live release', () => {
  const entry = section({ manifestUrl: CANDIDATE, accounts: ['a1'] });
  expect(chooseRelease(entry, 'a1', true)).toEqual({ manifestUrl: LIVE, reason: 'fallback' });
});

test('the account id is read from the stored session user', () => {
  localStorage.setItem('user', JSON.stringify({ id: 'a1', email: 'x@example.com' }));
  expect(storedAccountId()).toBe('a1');
  localStorage.setItem('user', '{not json');
  expect(storedAccountId()).toBeNull();
  localStorage.removeItem('user');
  expect(storedAccountId()).toBeNull();
});
