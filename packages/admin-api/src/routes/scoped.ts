import { notFound } from '../http/apiError';
import type { Database } from '../db/database';
import { organisationExists, userExists } from '../queries/rowExists';

/** `value`, or a 404 with `message` when there is none. */
export function found<T>(value: T | null, message: string): T {
  if (value === null) throw notFound(message);
  return value;
}

export async function ensureOrganisation(db: Database, id: string): Promise<void> {
  if (!(await organisationExists(db, id))) throw notFound(`Organisation ${id} not found`);
}

export async function ensureUser(db: Database, id: string): Promise<void> {
  if (!(await userExists(db, id))) throw notFound(`User ${id} not found`);
}

/**
 * A read scoped to a user or organisation, answering 404 when it is unknown. Only an empty answer
 * needs the check: rows of a scope reference it by a foreign key, so they prove it exists.
 */
export async function readScoped<Answer>(
  read: () => Promise<Answer>,
  isEmpty: (answer: Answer) => boolean,
  ensure: () => Promise<void>,
): Promise<Answer> {
  const answer = await read();
  if (isEmpty(answer)) await ensure();
  return answer;
}
