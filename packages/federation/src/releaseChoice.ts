// Which release of a section this browser runs: the live one, or the section's canary when the
// signed-in account is named or falls in its share. Pure and free of shared modules: the shell's
// first wave registers remotes with it before React has loaded.
import { USER_KEY } from '@portal/api/storageKeys';
import type { PortalSection } from '@portal/registry';

/**
 * Why this browser runs the release it runs: 'live' as everyone, 'canary' as the section's
 * candidate, 'fallback' the live one after the candidate failed to load on this page.
 */
export type ReleaseReason = 'live' | 'canary' | 'fallback';

export interface ReleaseChoice {
  manifestUrl: string;
  reason: ReleaseReason;
}

/** The signed-in staff account's id as the session stored it; null when signed out. */
export function storedAccountId(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'string' && user.id ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * A number 0-99 for an account and a section (FNV-1a, 32 bits): the same person always lands on
 * the same side of a share, and a different section shuffles people afresh.
 */
export function shareBucket(section: string, accountId: string): number {
  let hash = 0x811c9dc5;
  for (const character of `${section}:${accountId}`) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The release `accountId` runs of `section`; `candidateFailed` once its canary failed to load here. */
export function chooseRelease(
  section: PortalSection,
  accountId: string | null,
  candidateFailed = false,
): ReleaseChoice {
  const canary = section.canary;
  const chosen =
    canary &&
    accountId !== null &&
    (canary.accounts?.includes(accountId) || shareBucket(section.name, accountId) < (canary.share ?? 0));
  if (!chosen) return { manifestUrl: section.manifestUrl, reason: 'live' };
  if (candidateFailed) return { manifestUrl: section.manifestUrl, reason: 'fallback' };
  return { manifestUrl: canary.manifestUrl, reason: 'canary' };
}
