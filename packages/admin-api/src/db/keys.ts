// SQL expressions and names that the migrations build into the database and the runtime code must
// match (queries order by the indexes' exact keys, processes LISTEN on the triggers' channels).
// Both import them from here. A released migration's SQL is frozen (migrations.test.ts): changing
// a value below that one interpolates means a new migration, never an edited one.

// What search matches, generated from the row (migration 003 adds the columns with these
// expressions). A newline separates the fields, so a search term (trimmed, typed on one line) never
// matches across two of them.
export const USER_SEARCH_TEXT = `lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'\\n' || email)`;
export const ORGANISATION_SEARCH_TEXT = `lower(name || E'\\n' || coalesce(legal_name, '') || E'\\n' || coalesce(abn, ''))`;

// Sort keys (queries/sorting.ts orders by exactly these expressions, so migration 007's indexes serve
// them). None is ever null, so CSV export can page on (key, id) with a plain row comparison:
// a missing legal name, status or coupon name sorts as '', a user who never signed in as the
// oldest login.

/** The Name column: the full name when both parts exist, otherwise the email (personDisplayName). */
export const USER_NAME_KEY = `lower(case when first_name <> '' and last_name <> '' then first_name || ' ' || last_name else email end)`;
export const USER_EMAIL_KEY = 'lower(email)';
export const USER_LAST_LOGIN_KEY = `coalesce(last_login_at, '-infinity'::timestamptz)`;
export const ORGANISATION_NAME_KEY = 'lower(name)';
export const ORGANISATION_LEGAL_NAME_KEY = `lower(coalesce(legal_name, ''))`;
export const ORGANISATION_STATUS_KEY = `coalesce(subscription_status, '')`;
export const COUPON_NAME_KEY = `lower(coalesce(name, ''))`;

/**
 * A key in the C collation, as quick find's prefix indexes hold it: LIKE 'q%' is then a range on
 * the index, and the index gives the order too.
 */
export const inC = (key: string) => `(${key}) collate "C"`;

/** Lists whose unfiltered deep pages start from a mark (see queries/paging.ts). */
export const MARKED_LISTS = ['users', 'organisations', 'activities'] as const;
/** One mark every this many rows, newest first. */
export const PAGE_MARK_SPACING = 10_000;

/** The channel API processes LISTEN on to drop the sessions they cached (auth/sessionCache.ts). */
export const AUTH_CHANGES_CHANNEL = 'auth_changes';

/** The channel API processes LISTEN on to drop the counts they cached (queries/countsCache.ts). */
export const COUNT_CHANGES_CHANNEL = 'count_changes';
