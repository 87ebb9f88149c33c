import {
  COUPON_NAME_KEY,
  inC,
  ORGANISATION_LEGAL_NAME_KEY,
  ORGANISATION_NAME_KEY,
  ORGANISATION_STATUS_KEY,
  USER_EMAIL_KEY,
  USER_LAST_LOGIN_KEY,
  USER_NAME_KEY,
} from '../keys';
import type { Migration } from './migration';

// Every sort of a list walks an index on (key, id) in either direction, so page 1 of any sort
// reads 25 index entries, never sorts the table. The users' and organisations' sort indexes carry
// search_text (and the status the active total counts), like their newest-first indexes, so a
// sorted search of 1-2 characters is an index-only walk too.
// Quick find: exact and prefix matches read indexes in the C collation (inC); Stripe customer ids
// have an index of their own; substrings use the search_text trigram indexes.
export const sortingAndQuickFind: Migration = {
  id: '007_sorting_and_quick_find',
  sql: `
create index users_by_name on users ((${USER_NAME_KEY}), id) include (search_text, status);
create index users_by_email on users ((${USER_EMAIL_KEY}), id) include (search_text, status);
create index users_by_status on users (status, id) include (search_text);
create index users_by_last_login on users ((${USER_LAST_LOGIN_KEY}), id) include (search_text, status);
create index users_name_prefix on users (${inC(USER_NAME_KEY)});
create index users_email_prefix on users (${inC(USER_EMAIL_KEY)});

create index organisations_by_name on organisations ((${ORGANISATION_NAME_KEY}), id)
  include (search_text, subscription_status);
create index organisations_by_legal_name on organisations ((${ORGANISATION_LEGAL_NAME_KEY}), id)
  include (search_text, subscription_status);
create index organisations_by_status on organisations ((${ORGANISATION_STATUS_KEY}), id) include (search_text);
create index organisations_name_prefix on organisations (${inC(ORGANISATION_NAME_KEY)});
create index organisations_legal_name_prefix on organisations (${inC(ORGANISATION_LEGAL_NAME_KEY)});
create index organisations_abn on organisations (${inC('abn')});
create index organisations_stripe_customer on organisations (stripe_customer_id);

create index coupons_by_name on coupons ((${COUPON_NAME_KEY}), id);
create index coupons_by_times_redeemed on coupons (times_redeemed, id);

-- Invoice numbers are found by exact value or prefix, case-insensitively.
create index invoices_number on invoices (${inC('lower(number)')});
`,
};
