// How a person is named and drawn everywhere (docs/product.md "Screens", chips and avatars).
interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** Full name when both first and last name exist, otherwise the email. */
export function personDisplayName(person: PersonName): string {
  return person.firstName && person.lastName ? `${person.firstName} ${person.lastName}` : person.email;
}

// Made on the first name that needs it: the first Intl object of a page costs 10-15 ms (format.ts).
let characters: Intl.Segmenter | undefined;

// Unicode's rules for characters on screen (UAX #29) join code points only around these: a code
// point that starts a longer character (CR, a regional indicator of a flag, a prepended sign), and
// one that joins the code point before it (a combining or spacing mark, a joiner, an emoji
// modifier or tag, a Hangul jamo).
const STARTS_LONGER = [
  String.raw`\r\u{1F1E6}-\u{1F1FF}\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E`,
  String.raw`\u{110BD}\u{110CD}\u{111C2}\u{111C3}\u{1193F}\u{11941}\u{11A3A}\u{11A84}-\u{11A89}`,
  String.raw`\u{11D46}\u{11F02}`,
].join('');
const JOINS_PREVIOUS = [
  String.raw`\p{M}\u200C\u200D\u0E33\u0EB3\uFF9E\uFF9F\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}`,
  String.raw`\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF`,
].join('');
/** Whether a text's first character may be longer than its first code point (nearly no name's is). */
const MAY_BE_LONGER = new RegExp(`^(?:[${STARTS_LONGER}]|.[${JOINS_PREVIOUS}])`, 'su');

/** The first character as a reader sees it: an emoji or a flag is one, though several UTF-16 units. */
function firstCharacter(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return '';
  if (!MAY_BE_LONGER.test(text)) return String.fromCodePoint(first);
  characters ??= new Intl.Segmenter();
  return characters.segment(text)[Symbol.iterator]().next().value?.segment ?? '';
}

/** Initials from first and last name, or the first letter of the email. */
export function personInitials(person: PersonName): string {
  if (person.firstName && person.lastName) {
    return `${firstCharacter(person.firstName)}${firstCharacter(person.lastName)}`.toUpperCase();
  }
  return firstCharacter(person.email).toUpperCase();
}
