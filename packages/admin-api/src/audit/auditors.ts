import type { Database } from '../db/database';
import { forbidden } from '../http/apiError';

// Auditors are the accounts named in AUDITOR_EMAILS (config.ts): they alone read the access log.

export interface Auditors {
  /** Whether this e-mail address (any case) is an auditor's. */
  isAuditorEmail(email: string | null | undefined): boolean;
  /** Whether the account with this id is an auditor's (its e-mail as it is now). */
  isAuditor(userId: string): Promise<boolean>;
  /** Throws the spec's 403 unless the account is an auditor's. */
  requireAuditor(userId: string): Promise<void>;
}

export function auditorsOf(db: Database, emails: readonly string[]): Auditors {
  const named = new Set(emails.map((email) => email.trim().toLowerCase()));
  const isAuditorEmail = (email: string | null | undefined) =>
    !!email && named.has(email.trim().toLowerCase());
  const isAuditor = async (userId: string) => {
    if (named.size === 0) return false;
    const [user] = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
    return isAuditorEmail(user?.email);
  };
  return {
    isAuditorEmail,
    isAuditor,
    async requireAuditor(userId) {
      if (!(await isAuditor(userId))) throw forbidden('Only auditors may read the access log');
    },
  };
}
