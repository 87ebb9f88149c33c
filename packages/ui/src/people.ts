// How a person is named and drawn everywhere (spec section 2, chips and avatars).
interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** Full name when both first and last name exist, otherwise the email. */
export function personDisplayName(person: PersonName): string {
  return person.firstName && person.lastName ? `${person.firstName} ${person.lastName}` : person.email;
}

const characters = new Intl.Segmenter();

/** The first character as a reader sees it: an emoji or a flag is one, though several UTF-16 units. */
function firstCharacter(text: string): string {
  return characters.segment(text)[Symbol.iterator]().next().value?.segment ?? '';
}

/** Initials from first and last name, or the first letter of the email. */
export function personInitials(person: PersonName): string {
  if (person.firstName && person.lastName) {
    return `${firstCharacter(person.firstName)}${firstCharacter(person.lastName)}`.toUpperCase();
  }
  return firstCharacter(person.email).toUpperCase();
}
