// Pure (no React, no shared package): the first wave reads it before the shared modules load.
import { USER_KEY } from '@portal/api/storageKeys';

/**
 * Whether the stored user may be sent admin calls before the session is checked: false only for a
 * stored user who is known not to be an admin (a member sees the 403 page, and every admin call
 * would be answered 403). No stored user, or a corrupt one, leaves the decision to the session check.
 */
export function storedUserMayBeAdmin(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  const raw = storage.getItem(USER_KEY);
  if (!raw) return true;
  try {
    const user: unknown = JSON.parse(raw);
    return !(user !== null && typeof user === 'object' && (user as { isAdmin?: unknown }).isAdmin === false);
  } catch {
    return true;
  }
}
