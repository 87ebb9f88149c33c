import type { SignInRefusal } from './identityProvider';

/** The claims of a verified ID token that the staff rules read (Google's names). */
export interface StaffClaims {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  hd?: unknown;
}

export type ClaimsVerdict = { email: string; subject: string } | { refusal: SignInRefusal };

const refused = (error: SignInRefusal['error'], reason: string) => ({ refusal: { error, reason } });

/**
 * Google's "Verify the Google ID token" rules for staff, on claims whose signature, iss, aud, exp
 * and nonce were checked already: the signed `hd` (never the `hd` hint the request sent) must be
 * one of the staff domains, so a consumer account (no `hd`) is refused; the address must be
 * verified. The account is then keyed by `sub` (see linkVerdict).
 */
export function checkStaffClaims(claims: StaffClaims, staffDomains: readonly string[]): ClaimsVerdict {
  if (typeof claims.sub !== 'string' || claims.sub === '') return refused('oauth_error', 'no sub claim');
  if (typeof claims.email !== 'string' || claims.email === '') {
    return refused('oauth_error', 'no email claim');
  }
  if (typeof claims.hd !== 'string' || claims.hd === '') {
    return refused('account-not-linked', 'no hd claim (not a Workspace account)');
  }
  const domain = claims.hd.toLowerCase();
  if (!staffDomains.includes(domain)) return refused('account-not-linked', 'hd is not a staff domain');
  if (!claims.email.toLowerCase().endsWith(`@${domain}`)) {
    return refused('account-not-linked', 'email is outside its hd');
  }
  if (claims.email_verified !== true) return refused('account-not-linked', 'email_verified is not true');
  return { email: claims.email, subject: claims.sub };
}

/**
 * Pins a staff account to one Google account: an account with no Google id yet links to the
 * first `sub` that signs in as its address; after that only that `sub` signs in as it.
 */
export function linkVerdict(
  user: { googleId: string | null } | null,
  subject: string,
): 'link' | 'linked' | SignInRefusal {
  if (!user) return { error: 'account-not-linked', reason: 'no user has this address' };
  if (!user.googleId) return 'link';
  if (user.googleId === subject) return 'linked';
  return { error: 'email-mismatch', reason: 'another Google account is linked to this address' };
}

/** STAFF_DOMAINS: comma-separated, lower-cased, at least one. */
export function parseStaffDomains(value: string | undefined): string[] {
  const domains = (value ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  const invalid = domains.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  if (invalid) throw new Error(`STAFF_DOMAINS holds "${invalid}", which is not a domain name`);
  if (domains.length === 0) {
    throw new Error('STAFF_DOMAINS must name the staff Google Workspace domain(s), comma-separated');
  }
  return domains;
}
