import type { Migration } from './migration';

// Sessions replace the list of revoked ones: a token is honoured only while its session exists,
// unrevoked, and each refresh token is single-use (the session remembers the one that may be
// used next; presenting an older one revokes the session). Sign-in states are single-use too.
export const sessions: Migration = {
  id: '006_sessions',
  sql: `
drop table revoked_sessions;
create table sessions (
  id uuid primary key,
  user_id uuid not null,
  refresh_token_id uuid not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create table used_sign_in_states (
  nonce uuid primary key,
  expires_at timestamptz not null
);
`,
};
