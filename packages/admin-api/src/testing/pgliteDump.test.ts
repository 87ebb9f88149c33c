import { statSync } from 'node:fs';
import { PGLITE_DUMP_ENV } from './testEngine';

// Every PGlite-backed test file opens its database from this dump, so its size is paid on each
// open: about 1.2 s with the WAL segments the checkpoint kept for reuse, 0.9-1.0 s without.
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
const MB = 1024 * 1024;

test('the seeded template dump carries one WAL segment, not the ones kept for reuse', () => {
  const dump = process.env[PGLITE_DUMP_ENV];
  if (!dump) throw new Error(`${PGLITE_DUMP_ENV} is not set: run through jest's admin-api project`);
  // 54 MB on 29 Nov 2026 (88 MB with two more segments): the data and one segment, with room to grow.
  expect(statSync(dump).size).toBeLessThan(60 * MB);
  expect(statSync(dump).size).toBeGreaterThan(WAL_SEGMENT_BYTES);
});
