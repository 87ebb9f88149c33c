import Chip from '@mui/material/Chip';
import type { ChipColor } from './statusColors';

interface StatusChipProps {
  label: string | null | undefined;
  color: ChipColor;
}

/** A small coloured chip for a status or role; a missing value shows an outlined dash. */
export function StatusChip({ label, color }: StatusChipProps) {
  if (!label) return <Chip label="—" variant="outlined" />;
  return <Chip label={label} color={color} />;
}
