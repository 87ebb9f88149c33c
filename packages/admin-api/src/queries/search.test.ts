import { containsPattern, normaliseSearch } from './search';

describe('containsPattern', () => {
  it('wraps the text in % wildcards', () => {
    expect(containsPattern('smith')).toBe('%smith%');
  });

  it('escapes the LIKE metacharacters so they match literally', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });

  it('leaves quotes alone: they travel as bound parameters', () => {
    expect(containsPattern('O\'Brien "x"')).toBe('%O\'Brien "x"%');
  });
});

describe('normaliseSearch', () => {
  it('trims, and treats a blank search as none', () => {
    expect(normaliseSearch('  jane ')).toBe('jane');
    expect(normaliseSearch('   ')).toBeNull();
    expect(normaliseSearch(undefined)).toBeNull();
  });
});
