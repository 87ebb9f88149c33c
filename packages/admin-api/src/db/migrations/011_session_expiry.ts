import type { Migration } from './migration';

// Sign-in forgets ended sessions and used sign-in states, and caps each account's live sessions
// (queries/accounts.ts, createSession): without these indexes each of those statements read its
// whole table (500k sessions: a sign-in went from 24 to 65 ms). Expired rows are found by
// expires_at, revoked ones by the partial index holding only them, and an account's live sessions,
// latest ending first, by the partial index of unrevoked ones.
export const sessionExpiry: Migration = {
  id: '011_session_expiry',
  sql: `
create index sessions_expiry on sessions (expires_at);
create index sessions_revoked on sessions (revoked_at) where revoked_at is not null;
create index sessions_live_per_user on sessions (user_id, expires_at desc) where revoked_at is null;
create index used_sign_in_states_expiry on used_sign_in_states (expires_at);
`,
};
