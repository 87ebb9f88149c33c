import { PLATFORM_ROLE_ADMIN, type UserStatus } from '@portal/contract';
import { type SeedCalendar, addDays } from '../anchor';
import { createRandom } from '../random';
import type { UserRow } from '../rows';

/** Staff sign in with a company Google account on this domain; customers never use it. */
export const STAFF_EMAIL_DOMAIN = 'example.com';
export const ADMIN_EMAIL = 'admin@example.com';
export const MEMBER_EMAIL = 'member@example.com';

interface StaffAccount {
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  status: UserStatus;
  twoFactorEnabled: boolean;
}

const STAFF: readonly StaffAccount[] = [
  {
    email: ADMIN_EMAIL,
    firstName: 'Alex',
    lastName: 'Morgan',
    isAdmin: true,
    status: 'ACTIVE',
    twoFactorEnabled: true,
  },
  {
    email: MEMBER_EMAIL,
    firstName: 'Sam',
    lastName: 'Taylor',
    isAdmin: false,
    status: 'ACTIVE',
    twoFactorEnabled: false,
  },
  {
    email: 'priya.raman@example.com',
    firstName: 'Priya',
    lastName: 'Raman',
    isAdmin: true,
    status: 'ACTIVE',
    twoFactorEnabled: true,
  },
  {
    email: 'jordan.lee@example.com',
    firstName: 'Jordan',
    lastName: 'Lee',
    isAdmin: true,
    status: 'ACTIVE',
    twoFactorEnabled: false,
  },
  // A deactivated admin: cannot sign in, and an old token of theirs is refused.
  {
    email: 'former.admin@example.com',
    firstName: 'Casey',
    lastName: 'Brooks',
    isAdmin: true,
    status: 'INACTIVE',
    twoFactorEnabled: false,
  },
];

export function staffUsers(calendar: SeedCalendar): UserRow[] {
  const random = createRandom('staff');
  return STAFF.map((account, i) => ({
    id: random.uuid(),
    // No Google account yet: each links to the first Google `sub` that signs in as its address
    // (docs/sign-in.md). The draw stays, so every other seeded value is what it was.
    google_id: (random.digits(20), null),
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    avatar_url: null,
    status: account.status,
    email_verified: true,
    two_factor_enabled: account.twoFactorEnabled,
    is_admin: account.isAdmin,
    role: account.isAdmin ? PLATFORM_ROLE_ADMIN : null,
    providers: ['google'],
    xero_id: null,
    created_at: addDays(calendar.historyStart, i + 1).toISOString(),
    last_login_at:
      account.status === 'ACTIVE' ? addDays(calendar.anchor, -random.next()).toISOString() : null,
  }));
}
