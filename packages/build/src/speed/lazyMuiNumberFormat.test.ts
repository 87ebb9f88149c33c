import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isMuiBuildFormatNumber } from './lazyMuiNumberFormat';

// The swap only works while MUI keeps its formatter factory where the plugin looks for it: a MUI
// upgrade that moves it would silently bring ICU's start-up back to every page with a table.
const muiDir = dirname(require.resolve('@mui/material/package.json'));

it("finds MUI's number formatter factory, which TablePagination still builds when it loads", () => {
  const factory = join(muiDir, 'locale', 'utils', 'buildFormatNumber.mjs');
  expect(readFileSync(factory, 'utf8')).toContain('new Intl.NumberFormat(locale)');
  const pagination = readFileSync(join(muiDir, 'TablePagination', 'TablePagination.mjs'), 'utf8');
  const request = pagination.match(/import buildFormatNumber from "([^"]+)"/)?.[1];
  expect(request).toBe('../locale/utils/buildFormatNumber.mjs');
  expect(isMuiBuildFormatNumber(join(muiDir, 'TablePagination'), request!)).toBe(true);
  expect(pagination).toMatch(/^const formatNumber = buildFormatNumber\(/m);
});

it('leaves a module of that name outside MUI alone', () => {
  expect(isMuiBuildFormatNumber('/app/src/table', './locale/utils/buildFormatNumber.mjs')).toBe(false);
  expect(isMuiBuildFormatNumber(join(muiDir, 'Table'), './Table.mjs')).toBe(false);
});
