import { TextField } from '@portal/ui';
import { useDebouncedValue } from '@portal/list-state';
import { useEffect, useState } from 'react';

interface FilterFieldProps {
  label: string;
  /** The committed value (from the URL). */
  value: string;
  /** Called with the text once typing has paused (a date: at once). */
  onCommit: (value: string) => void;
  type?: 'text' | 'date';
}

/** A text or date filter: shows every keystroke at once and commits the value after a pause. */
export function FilterField({ label, value, onCommit, type = 'text' }: FilterFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const debounced = useDebouncedValue(text);

  // Back/forward or a link changed the committed value: show it (adjusting state while rendering).
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    if (type === 'text' && debounced.trim() !== value) onCommit(debounced.trim());
    // Only a new debounced text commits; a changed `value` must not re-commit the old text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextField
      size="small"
      type={type}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (type === 'date') onCommit(event.target.value);
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    />
  );
}
