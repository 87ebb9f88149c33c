import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { GZIP_ONLY } from '@portal/e2e/scriptTransfers';
import type { Browser } from 'playwright-core';
import { whenReady, type ReadyCondition } from './readiness';
import { spreadOf, type Spread } from './stats';
import type { ApiGet } from './api/targets';

/** A list's search box, and for each search the first row the API says it leads to. */
interface SearchList {
  name: string;
  path: string;
  placeholder: string;
  table: string;
  /** The column (1-based) whose text identifies a row. */
  column: number;
  searches: { term: string; firstRow: string }[];
}

export interface SearchFigures {
  list: string;
  /** Typing (the input event) to the first new row on screen, debounce included. */
  typeToRows: Spread;
  failures: number;
}

/** Terms spread over the whole data set: the email or name of rows far apart. */
const spreadOffsets = (total: number, count: number) =>
  Array.from({ length: count }, (_, index) => Math.floor(((index + 0.5) * total) / count));

export async function searchLists(get: ApiGet, count: number): Promise<SearchList[]> {
  const { total: userTotal } = await get<UsersResponse>('/admin/users?limit=1');
  const { total: organisationTotal } = await get<OrganisationsResponse>('/admin/organisations?limit=1');
  const userSearches = [];
  for (const offset of spreadOffsets(userTotal, count)) {
    const [user] = (await get<UsersResponse>(`/admin/users?limit=1&offset=${offset}`)).users;
    const term = user!.email;
    const [first] = (await get<UsersResponse>(`/admin/users?limit=25&search=${encodeURIComponent(term)}`))
      .users;
    userSearches.push({ term, firstRow: first!.email });
  }
  const organisationSearches = [];
  for (const offset of spreadOffsets(organisationTotal, count)) {
    const [organisation] = (await get<OrganisationsResponse>(`/admin/organisations?limit=1&offset=${offset}`))
      .organisations;
    const term = organisation!.name;
    const [first] = (
      await get<OrganisationsResponse>(`/admin/organisations?limit=25&search=${encodeURIComponent(term)}`)
    ).organisations;
    organisationSearches.push({ term, firstRow: first!.name });
  }
  return [
    {
      name: 'users',
      path: '/app/users',
      placeholder: 'Search by name or email...',
      table: 'Users',
      column: 2,
      searches: userSearches,
    },
    {
      name: 'organisations',
      path: '/app/organisations',
      placeholder: 'Search by name, legal name, or ABN...',
      table: 'Organisations',
      column: 1,
      searches: organisationSearches,
    },
  ];
}

// Remembers when the first input event of a search reached the page.
const RECORD_TYPING = `document.addEventListener('input', () => {
  if (window.benchTypedAt === undefined) window.benchTypedAt = performance.now();
}, true)`;

/** Types each search into the list's box and times the rows the API answers appearing. */
export async function measureSearch(
  browser: Browser,
  shellUrl: string,
  storageState: string,
  list: SearchList,
): Promise<SearchFigures> {
  const context = await browser.newContext({ extraHTTPHeaders: GZIP_ONLY, storageState });
  const timings: number[] = [];
  let failures = 0;
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${list.path}`);
    await whenReady(page, [{ selector: `main table[aria-label="${list.table}"] tbody tr`, minCount: 2 }]);
    await page.evaluate(RECORD_TYPING);
    const box = page.getByPlaceholder(list.placeholder);
    for (const search of list.searches) {
      const firstRow: ReadyCondition = {
        selector: `main table[aria-label="${list.table}"] tbody tr:first-child td:nth-child(${list.column})`,
        text: search.firstRow,
      };
      try {
        await page.evaluate('window.benchTypedAt = undefined');
        await box.fill(search.term);
        const shownAt = await whenReady(page, [firstRow], 30_000);
        timings.push(shownAt - ((await page.evaluate('window.benchTypedAt')) as number));
      } catch (error) {
        failures++;
        console.warn(
          `  search ${list.name} "${search.term}" failed: ${(error as Error).message.split('\n')[0]}`,
        );
      }
    }
  } finally {
    await context.close();
  }
  return { list: list.name, typeToRows: spreadOf(timings), failures };
}
