import { FALLBACK_ERROR_TEXT } from '../http/ApiError';
import { ACTIVITIES_ERROR_TEXT } from './activities';
import { COUPON_DETAILS_ERROR_TEXT } from './coupon';
import { COUPONS_ERROR_TEXT } from './coupons';
import { STATISTICS_ERROR_TEXT } from './dashboardStatistics';
import { GROWTH_ERROR_TEXT } from './growth';
import { ORGANISATION_DETAILS_ERROR_TEXT } from './organisation';
import { INVOICES_ERROR_TEXT } from './organisationInvoices';
import { ORGANISATIONS_ERROR_TEXT } from './organisations';
import { TEAM_ERROR_TEXT } from './organisationTeam';
import { USER_DETAILS_ERROR_TEXT } from './user';
import { USERS_ERROR_TEXT } from './users';

it('the data error texts are those of spec section 8', () => {
  expect([
    GROWTH_ERROR_TEXT,
    STATISTICS_ERROR_TEXT,
    ORGANISATIONS_ERROR_TEXT,
    ORGANISATION_DETAILS_ERROR_TEXT,
    INVOICES_ERROR_TEXT,
    TEAM_ERROR_TEXT,
    USERS_ERROR_TEXT,
    USER_DETAILS_ERROR_TEXT,
    COUPONS_ERROR_TEXT,
    COUPON_DETAILS_ERROR_TEXT,
    ACTIVITIES_ERROR_TEXT,
    FALLBACK_ERROR_TEXT,
  ]).toEqual([
    'Failed to fetch growth data',
    'Failed to fetch statistics',
    'Failed to fetch organisations',
    'Failed to fetch organisation details',
    'Failed to fetch invoices',
    'Failed to fetch team',
    'Failed to fetch users',
    'Failed to fetch user details',
    'Failed to fetch coupons',
    'Failed to fetch coupon details',
    'Failed to fetch activities',
    'An error occurred',
  ]);
});
