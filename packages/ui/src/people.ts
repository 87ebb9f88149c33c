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

/** Initials from first and last name, or the first letter of the email. */
export function personInitials(person: PersonName): string {
  if (person.firstName && person.lastName) {
    return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
  }
  return person.email.charAt(0).toUpperCase();
}
