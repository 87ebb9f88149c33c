import type { SectionLocation } from '@portal/federation';

/**
 * No first call ahead of the page: the log is for auditors only, and this module cannot tell who is
 * signed in without a shared module (it must run the moment it arrives), so a call started here
 * would be an admin's refused, recorded 403. The page asks for its rows itself.
 */
export function firstCalls(_location: SectionLocation): string[] {
  return [];
}
