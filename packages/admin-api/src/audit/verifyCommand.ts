import type { Database } from '../db/database';
import { verifyAccessChain } from './verifyChain';

/** `npm run audit:verify`'s work on an open database: what it prints, and its exit code. */
export async function verifyCommand(db: Database, print: (line: string) => void): Promise<0 | 1> {
  const verdict = await verifyAccessChain(db);
  if (verdict.ok) {
    print(`${verdict.verified} records verified`);
    return 0;
  }
  print(`${verdict.message}: the access log was tampered with`);
  return 1;
}
