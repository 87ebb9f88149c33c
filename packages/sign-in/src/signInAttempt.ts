// The portal takes a callback's tokens only for the sign-in this tab started itself (no login CSRF
// or session swap through a crafted /auth/callback link, issue 76 item 2): the login page records a
// fresh random value in its tab's session storage and sends it to the API with the start; the API
// binds it into the signed state and hands it back beside the token. /auth/callback completes only
// when that value equals the tab's record, which it spends, once, within the sign-in's lifetime.

const RECORD_KEY = 'signInAttempt';
/** The start URL's and the callback's parameter that carries the tab's value. */
export const ATTEMPT_PARAM = 'attempt';
/** As long as the API's sign-in state lives. */
export const SIGN_IN_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;

interface AttemptRecord {
  attempt: string;
  startedAt: number;
}

function freshAttempt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Records a new sign-in in this tab and returns its value, replacing any earlier one. */
export function recordSignInStart(storage: Storage = window.sessionStorage, now = Date.now()): string {
  const record: AttemptRecord = { attempt: freshAttempt(), startedAt: now };
  storage.setItem(RECORD_KEY, JSON.stringify(record));
  return record.attempt;
}

function readRecord(storage: Storage): AttemptRecord | null {
  try {
    const record = JSON.parse(storage.getItem(RECORD_KEY) ?? 'null') as Partial<AttemptRecord> | null;
    return typeof record?.attempt === 'string' && typeof record.startedAt === 'number'
      ? { attempt: record.attempt, startedAt: record.startedAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether `attempt` (the value the API handed back) is the one of the sign-in started in `storage`'s
 * window within its lifetime; the record is spent whatever the answer, so it cannot be used twice.
 */
export function spendSignInStart(storage: Storage | null, attempt: string | null, now = Date.now()): boolean {
  if (!storage) return false;
  const record = readRecord(storage);
  storage.removeItem(RECORD_KEY);
  if (!record || !attempt || record.attempt !== attempt) return false;
  return now >= record.startedAt && now - record.startedAt < SIGN_IN_ATTEMPT_LIFETIME_MS;
}

/**
 * The session storage of the window that started the sign-in: the opener for a popup, else this
 * window; null when it cannot be read (an opener on another origin).
 */
export function startingWindowStorage(opener: Window | null): Storage | null {
  try {
    return (opener ?? window).sessionStorage ?? null;
  } catch {
    return null;
  }
}
