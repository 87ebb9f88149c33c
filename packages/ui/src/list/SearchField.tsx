import TextField from '@mui/material/TextField';
import { useCommittedText } from '@portal/list-state';

interface SearchFieldProps {
  /** The committed search (from the URL). */
  value: string;
  placeholder: string;
  /** Called with the text once typing has paused for the debounce delay. */
  onSearch: (search: string) => void;
}

/** A search box that shows every keystroke at once and commits the search after a pause. */
export function SearchField({ value, placeholder, onSearch }: SearchFieldProps) {
  const [text, setText] = useCommittedText(value, onSearch);

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
