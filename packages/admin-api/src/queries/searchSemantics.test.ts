import type { Database } from '../db/database';
import { testDatabaseForFile } from '../testing/testDatabase';
import { listOrganisations } from '../sections/organisations/queries';
import { containsPattern } from './search';
import { listUsers } from '../sections/users/queries';

// The search column and its index must find exactly what the four ILIKEs per user (and the name,
// legal name and ABN alternatives per organisation) found before them, for terms of every length.

let db: Database;

testDatabaseForFile((opened) => (db = opened));

const PAGE = { limit: 100, offset: 0 };

/** The ids of the first page and the totals, the way the first version of the API searched. */
async function searchedTheOldWay(table: 'users' | 'organisations', term: string) {
  const pattern = containsPattern(term);
  const [where, params, active] =
    table === 'users'
      ? [
          `first_name ilike $1 or last_name ilike $1 or (first_name || ' ' || last_name) ilike $1 or email ilike $1`,
          [pattern],
          `status = 'ACTIVE'`,
        ]
      : [
          'name ilike $1 or legal_name ilike $1 or abn like $2',
          [pattern, containsPattern(term.replace(/\s+/g, ''))],
          `subscription_status = 'ACTIVE'`,
        ];
  const ids = await db.query<{ id: string }>(
    `select id from ${table} where ${where} order by created_at desc, id desc limit ${PAGE.limit}`,
    params,
  );
  const [totals] = await db.query<{ total: number; totalActive: number }>(
    `select count(*)::int as total, (count(*) filter (where ${active}))::int as "totalActive"
     from ${table} where ${where}`,
    params,
  );
  return { ids: ids.map((row) => row.id), ...totals! };
}

const USER_TERMS = [
  'a',
  'JO',
  'x',
  'li',
  'é',
  'smith',
  'Olivia Smith',
  "o'brien",
  '@example',
  '100%',
  'a_b',
  '🦘',
];
const ORGANISATION_TERMS = [
  'a',
  'PT',
  '5',
  'pty ltd',
  'trust',
  '100% organic',
  'שקד',
  '🦘',
  '51 824',
  '824 753',
];

describe('search finds what the field-by-field ILIKEs found', () => {
  it.each(USER_TERMS)('users: %s', async (term) => {
    const found = await listUsers(db, { ...PAGE, search: term });
    expect({
      ids: found.users.map((user) => user.id),
      total: found.total,
      totalActive: found.totalActive,
    }).toEqual(await searchedTheOldWay('users', term));
  });

  it.each(ORGANISATION_TERMS)('organisations: %s', async (term) => {
    const found = await listOrganisations(db, { ...PAGE, search: term });
    expect({
      ids: found.organisations.map((organisation) => organisation.id),
      total: found.total,
      totalActive: found.totalActive,
    }).toEqual(await searchedTheOldWay('organisations', term));
  });
});
