import { prefetchPath } from '@portal/api';
import type { SectionLocation } from '@portal/federation';
import { adminUserPath } from './api/user';
import { adminUsersPathOf } from './api/users';

/** The first call of the users list (its view and sort from the URL query) or of a user's page. */
export default function prefetch({ segments, search }: SectionLocation): void {
  const [userId, ...rest] = segments;
  if (userId === undefined) prefetchPath(adminUsersPathOf(new URLSearchParams(search)));
  else if (rest.length === 0) prefetchPath(adminUserPath(userId));
}
