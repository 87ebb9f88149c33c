import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '@portal/list-state';
import { useEffect, useState } from 'react';

interface SearchFieldProps {
  /** The committed search (from the URL). */
  value: string;
  placeholder: string;
  /** Called with the text once typing has paused for the debounce delay. */
  onSearch: (search: string) => void;
}

/** A search box that shows every keystroke at once and commits the search after a pause. */
export function SearchField({ value, placeholder, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const debounced = useDebouncedValue(text);

  // Back/forward or a link changed the committed search: show it (adjusting state while rendering).
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a new debounced text commits; a changed `value` must not re-commit the old text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextField
      fullWidth
      type="search"
      value={text}
      placeholder={placeholder}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': placeholder } }}
    />
  );
}
