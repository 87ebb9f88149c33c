import { checkStaffClaims, linkVerdict, parseStaffDomains } from './googleClaims';

const DOMAINS = ['example.com', 'staff.example.org'];
const STAFF = { sub: '1001', email: 'admin@example.com', email_verified: true, hd: 'example.com' };

describe('the staff rules on a verified ID token', () => {
  it('accepts a verified address of a staff domain, keyed by sub', () => {
    expect(checkStaffClaims(STAFF, DOMAINS)).toEqual({ email: 'admin@example.com', subject: '1001' });
    expect(
      checkStaffClaims({ ...STAFF, email: 'Ann@Staff.Example.org', hd: 'STAFF.example.org' }, DOMAINS),
    ).toEqual({ email: 'Ann@Staff.Example.org', subject: '1001' });
  });

  it.each([
    ['a consumer account (no hd)', { ...STAFF, hd: undefined }, 'account-not-linked', 'no hd claim'],
    ['an empty hd', { ...STAFF, hd: '' }, 'account-not-linked', 'no hd claim'],
    ['another Workspace domain', { ...STAFF, hd: 'other.com' }, 'account-not-linked', 'hd is not a staff'],
    ['a parent of a staff domain', { ...STAFF, hd: 'org' }, 'account-not-linked', 'hd is not a staff'],
    ['an address outside its hd', { ...STAFF, email: 'x@other.com' }, 'account-not-linked', 'outside'],
    ['email_verified false', { ...STAFF, email_verified: false }, 'account-not-linked', 'email_verified'],
    [
      'email_verified as a string',
      { ...STAFF, email_verified: 'true' },
      'account-not-linked',
      'email_verified',
    ],
    [
      'email_verified missing',
      { ...STAFF, email_verified: undefined },
      'account-not-linked',
      'email_verified',
    ],
    ['no email', { ...STAFF, email: undefined }, 'oauth_error', 'no email claim'],
    ['no sub', { ...STAFF, sub: undefined }, 'oauth_error', 'no sub claim'],
    ['a numeric sub', { ...STAFF, sub: 1001 }, 'oauth_error', 'no sub claim'],
  ])('refuses %s', (_name, claims, error, reason) => {
    const verdict = checkStaffClaims(claims, DOMAINS);
    expect(verdict).toMatchObject({ refusal: { error } });
    expect('refusal' in verdict && verdict.refusal.reason).toContain(reason);
  });
});

describe('pinning a staff account by sub', () => {
  it('links an account without a Google id, then signs in only that sub', () => {
    expect(linkVerdict({ googleId: null }, '1001')).toBe('link');
    expect(linkVerdict({ googleId: '' }, '1001')).toBe('link');
    expect(linkVerdict({ googleId: '1001' }, '1001')).toBe('linked');
  });

  it('refuses another sub for a linked address, and an address without a user', () => {
    expect(linkVerdict({ googleId: '1001' }, '2002')).toEqual({
      error: 'email-mismatch',
      reason: 'another Google account is linked to this address',
    });
    expect(linkVerdict(null, '1001')).toEqual({
      error: 'account-not-linked',
      reason: 'no user has this address',
    });
  });
});

describe('STAFF_DOMAINS', () => {
  it('reads a comma-separated list, lower-cased', () => {
    expect(parseStaffDomains(' Example.com, staff.example.org ,')).toEqual([
      'example.com',
      'staff.example.org',
    ]);
  });

  it('names the variable when it is missing or holds no domain name', () => {
    expect(() => parseStaffDomains(undefined)).toThrow('STAFF_DOMAINS must name');
    expect(() => parseStaffDomains(' , ')).toThrow('STAFF_DOMAINS must name');
    expect(() => parseStaffDomains('example.com,@bad')).toThrow('STAFF_DOMAINS holds "@bad"');
  });
});
