import { createHash } from 'node:crypto';
import { MIGRATIONS, registeredSectionMigrations, schemaOf } from './migrate';

// A released migration never changes: databases that already ran it would keep the old schema
// while new ones got another. Its SQL may interpolate shared values (db/keys.ts), so this pins the
// text each produces; a change to one of those values that alters a released migration fails here
// and belongs in a new migration. A new migration adds its line once it is released.
const RELEASED_SQL_SHA256: Record<string, string> = {
  '001_initial_schema': 'cb52ac22106928dc6c8ff15670820dcf63f8562f5bed1747bb895608ec6dda36',
  '002_monthly_active_users': '207e047c02fcab6c29d1e01506803a2de4f0b5c6b817479097047c2fd187a333',
  '003_production_scale': 'c6d9865ccc13af086bbcb572a8637529f33ebeb938d9296424d90660f3de51c0',
  '004_page_marks': '064440ac454c05096ee319ae6c2507839aaec4f918dd014d5f9e8f18d41a0162',
  '005_change_counters': '0e6918152719563d20f98404e996356d002d7a3e35d3814cacaed59267849f1e',
  '006_sessions': '41c03fc60f5593078216a272e67bb39bfba1b54e4e3c952518d9fa5bde824e1c',
  '007_sorting_and_quick_find': '3d1bdc9300d000a46dd6668383855ef7285279f05da61f391d7c2bbe45606165',
  '008_auth_change_notices': '1a1468db2145636dbf385b8d667d618b77888f4ca07f23cf316200703e9046b9',
  '009_count_change_notices': 'd000606e17440df28e76503c1083db6b8c0eaab8d8aa2d6afb4d49f0819e0a6c',
  '010_coupon_redeemers': '0d0339a81e91c77633bfb8275b62ad545af6d0194311eb16191225f8feb6083d',
  '011_session_expiry': 'dc57a655b634248a7c2f6e5ccf296b310f33b197d4436b1caa1371cf9c589e05',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

it('keeps every released migration, in order, with its SQL unchanged', () => {
  const released = Object.keys(RELEASED_SQL_SHA256);
  expect(MIGRATIONS.slice(0, released.length).map((migration) => migration.id)).toEqual(released);
  for (const migration of MIGRATIONS.slice(0, released.length)) {
    expect({ id: migration.id, sha256: sha256(migration.sql) }).toEqual({
      id: migration.id,
      sha256: RELEASED_SQL_SHA256[migration.id],
    });
  }
});

it("applies each section's own steps after the shared ones, and refuses an id used twice", () => {
  const schema = schemaOf(registeredSectionMigrations());
  expect(schema.slice(0, MIGRATIONS.length)).toEqual(MIGRATIONS);
  expect(schema.slice(MIGRATIONS.length).map((migration) => migration.id)).toEqual([
    '012_users_email_verified',
  ]);

  const step = { id: 'reports/001_reports', sql: 'create table reports (id uuid primary key)' };
  expect(() =>
    schemaOf([
      { section: 'reports', migrations: [step] },
      { section: 'audits', migrations: [step] },
    ]),
  ).toThrow('Migration id "reports/001_reports" is used twice');
  expect(() => schemaOf([{ section: 'reports', migrations: [{ ...step, id: '006_sessions' }] }])).toThrow(
    'Migration id "006_sessions" is used twice',
  );
});
