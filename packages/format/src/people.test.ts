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

  it('keeps an accent written as a mark of its own on its letter', () => {
    expect(personInitials({ firstName: 'E\u0301mile', lastName: 'Zola', email: 'emile@example.com' })).toBe(
      'E\u0301Z',
    );
  });

  it('takes the same first character as Intl.Segmenter, in every script and emoji', () => {
    const segmenter = new Intl.Segmenter();
    const names = [
      'Ada',
      'a',
      'Zoë',
      'Zoe\u0308',
      'Émile',
      'E\u0301mile',
      'Łukasz',
      'Ørsted',
      'Ἀθηνᾶ',
      'Жанна',
      'Ёж',
      'נועה',
      'שָׁלוֹם',
      'محمد',
      'مُحَمَّد',
      '\u0600123',
      'क्षमा',
      'किरण',
      'தமிழ்',
      'ไทย',
      'ำ',
      'ລາວ',
      '李小龍',
      '山田',
      'ﾊﾞｶ',
      '한글',
      '\u1100\u1161\u11A8',
      '🦘 Skippy',
      '🇦🇺 Roo',
      '👍🏽ok',
      '👨‍👩‍👧 family',
      '❤️ love',
      '1️⃣ one',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scot',
      '\r\nx',
      ' x',
      '',
    ];
    for (const name of names) {
      const expected = segmenter.segment(name)[Symbol.iterator]().next().value?.segment ?? '';
      expect(personInitials({ firstName: null, lastName: null, email: name })).toBe(expected.toUpperCase());
    }
  });

  it('reads names without Intl unless a character may be longer than its first code point', () => {
    const RealSegmenter = Intl.Segmenter;
    const segmenter = jest
      .spyOn(Intl, 'Segmenter')
      .mockImplementation((locales, options) => new RealSegmenter(locales, options));
    try {
      // A fresh copy of the module, whose segmenter no earlier test has made yet.
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('./people')>('./people');
        expect(fresh.personInitials({ firstName: 'Ada', lastName: 'Łukasz', email: 'a@example.com' })).toBe(
          'AŁ',
        );
        expect(fresh.personInitials({ firstName: '李', lastName: '🦘 Roo', email: 'li@example.com' })).toBe(
          '李🦘',
        );
        expect(segmenter).not.toHaveBeenCalled();
        expect(fresh.personInitials({ firstName: '🇦🇺', lastName: 'Roo', email: 'roo@example.com' })).toBe(
          '🇦🇺R',
        );
        expect(segmenter).toHaveBeenCalledTimes(1);
      });
    } finally {
      segmenter.mockRestore();
    }
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
