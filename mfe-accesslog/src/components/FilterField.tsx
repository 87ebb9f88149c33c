import { TextField } from '@portal/ui';
import { useCommittedText } from '@portal/list-state';

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
  // A date commits as it is picked; typed text once typing has paused.
  const [text, setText] = useCommittedText(value, onCommit, (typed) => typed.trim());

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
