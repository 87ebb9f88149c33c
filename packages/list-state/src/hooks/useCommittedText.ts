import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A typed filter's text: shows every keystroke at once and commits the text once typing has paused
 * (SEARCH_DEBOUNCE_MS), as `normalise` makes it; a new committed value (Back, a link) replaces
 * what is shown. Returns the text to show and its setter for the field's changes.
 */
export function useCommittedText(
  committed: string,
  commit: (text: string) => void,
  normalise: (text: string) => string = (text) => text,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const [shownCommitted, setShownCommitted] = useState(committed);
  const debounced = useDebouncedValue(text);

  // Adjusting state while rendering: the committed value changed from outside the field.
  if (committed !== shownCommitted) {
    setShownCommitted(committed);
    setText(committed);
  }

  useEffect(() => {
    const next = normalise(debounced);
    if (next !== committed) commit(next);
    // Only a new debounced text commits; a changed `committed` must not re-commit the old text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return [text, setText];
}
