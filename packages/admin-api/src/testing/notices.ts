// Notices of change (pg_notify) reach a listening connection at commit, beside the committing
// connection's answer: tests of what a process does on hearing one wait for it, boundedly.

/** Under jest's 5 s per test, so a missing notice fails with its own message. */
export const NOTICE_WAIT_MS = 2_000;

/** Returns once `condition` holds, failing with `what` after NOTICE_WAIT_MS. */
export async function waitUntil(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + NOTICE_WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${NOTICE_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
