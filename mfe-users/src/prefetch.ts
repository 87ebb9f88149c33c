import type { SectionLocation } from '@portal/federation';
import { adminUserPath, adminUsersPathOf } from './api/paths';

/** The first call of the users list (its view and sort from the URL query) or of a user's page. */
export function firstCalls({ segments, search }: SectionLocation): string[] {
  const [userId, ...rest] = segments;
  if (userId === undefined) return [adminUsersPathOf(new URLSearchParams(search))];
  const userPath = rest.length === 0 ? adminUserPath(userId) : null;
  return userPath ? [userPath] : [];
}
