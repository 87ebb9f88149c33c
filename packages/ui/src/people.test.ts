import { personDisplayName, personInitials } from './people';

describe('personInitials', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(personInitials({ firstName: 'ada', lastName: 'lovelace', email: 'ada@example.com' })).toBe('AL');
  });

  it('takes the first letter of the email without both names', () => {
    expect(personInitials({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('A');
  });

  it('keeps an emoji or a flag whole instead of cutting it in half', () => {
    expect(personInitials({ firstName: '🦘 Skippy', lastName: '🇦🇺 Roo', email: 'skippy@example.com' })).toBe(
      '🦘🇦🇺',
    );
  });

  it('takes right-to-left names as they are written', () => {
    expect(personInitials({ firstName: 'נועה', lastName: 'כהן', email: 'noa@example.com' })).toBe('נכ');
  });
});

describe('personDisplayName', () => {
  it('is the full name with both names, else the email', () => {
    expect(personDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
    expect(personDisplayName({ firstName: 'Ada', lastName: '', email: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
  });
});
