import { resolveConfig } from '../config';
import { auditorsOf } from './auditors';
import type { Database } from '../db/database';
import { testDatabaseForFile } from '../testing/testDatabase';

let db: Database;
testDatabaseForFile((opened) => (db = opened));

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to 400 days and takes a whole number from 30', () => {
    expect(resolveConfig({}, {}).auditRetentionDays).toBe(400);
    expect(resolveConfig({}, { AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
  });

  it.each(['29', '0', '-5', '12.5', 'a year', '36501'])('refuses "%s" at start, saying why', (value) => {
    expect(() => resolveConfig({}, { AUDIT_RETENTION_DAYS: value })).toThrow(
      `AUDIT_RETENTION_DAYS must be a whole number of days from 30 to 36500, got "${value}"`,
    );
  });
});

describe('AUDITOR_EMAILS', () => {
  it('names no auditor by default, and reads a comma-separated list in any case', () => {
    expect(resolveConfig({}, {}).auditorEmails).toEqual([]);
    expect(
      resolveConfig({}, { AUDITOR_EMAILS: ' Admin@Example.com, audit@example.com ,,admin@example.com' })
        .auditorEmails,
    ).toEqual(['admin@example.com', 'audit@example.com']);
  });

  it('refuses an entry that is not an e-mail address', () => {
    expect(() => resolveConfig({}, { AUDITOR_EMAILS: 'admin@example.com; audit@example.com' })).toThrow(
      'AUDITOR_EMAILS must be e-mail addresses separated by commas, got "admin@example.com; audit@example.com"',
    );
  });
});

describe('auditorsOf', () => {
  it('knows an auditor by e-mail and by account id; anyone else gets the 403', async () => {
    const auditors = auditorsOf(db, ['admin@example.com']);
    const [admin] = await db.query<{ id: string }>("select id from users where email = 'admin@example.com'");
    const [other] = await db.query<{ id: string }>(
      "select id from users where email <> 'admin@example.com' and is_admin limit 1",
    );
    expect(auditors.isAuditorEmail('ADMIN@example.com')).toBe(true);
    expect(await auditors.isAuditor(admin!.id)).toBe(true);
    expect(await auditors.isAuditor(other!.id)).toBe(false);
    await expect(auditors.requireAuditor(other!.id)).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    await expect(auditors.requireAuditor(admin!.id)).resolves.toBeUndefined();
  });
});
