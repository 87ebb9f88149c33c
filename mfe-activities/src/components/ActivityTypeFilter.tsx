import type { ActivityType } from '@portal/api';
import { FormControl, InputLabel, MenuItem, Select } from '@portal/ui';
import { useId } from 'react';
import {
  ALL_ACTIVITY_TYPES,
  parseActivityTypeFilter,
  type ActivityTypeFilter as Filter,
} from '../rules/activityTypeFilter';

interface ActivityTypeFilterProps {
  value: Filter;
  options: readonly ActivityType[];
  onChange: (value: Filter) => void;
}

const ACTIVITY_TYPE_FILTER_LABEL = 'Activity type';

/** Narrows the list to one activity type, or 'All'. */
export function ActivityTypeFilter({ value, options, onChange }: ActivityTypeFilterProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200, alignSelf: 'flex-start' }}>
      <InputLabel id={labelId}>{ACTIVITY_TYPE_FILTER_LABEL}</InputLabel>
      <Select
        labelId={labelId}
        label={ACTIVITY_TYPE_FILTER_LABEL}
        value={value}
        onChange={(event) => onChange(parseActivityTypeFilter(event.target.value))}
      >
        <MenuItem value={ALL_ACTIVITY_TYPES}>All</MenuItem>
        {options.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
