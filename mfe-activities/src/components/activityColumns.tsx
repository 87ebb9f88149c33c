import type { ActivityListItem } from '@portal/contract/activities';
import { Box, formatDateTime, OrganisationChip, UserChip, type Column } from '@portal/ui';
import type { ActivitiesSortField } from '../api/paths';
import type { ReactNode } from 'react';
import { ActivityDescription } from './ActivityDescription';
import { ActivityTypeBadge } from './ActivityTypeBadge';

const MISSING_TEXT = 'N/A';
const TYPE_COLUMN_WIDTH = 120;
const CHIP_COLUMN_WIDTH = 200;
const CELL_PADDING = 32;

// A chip keeps its label on one line; held to the column's width, a long label ends in an ellipsis
// instead of widening the column.
function inChipColumn(chip: ReactNode, columnWidth = CHIP_COLUMN_WIDTH) {
  return <Box sx={{ maxWidth: columnWidth - CELL_PADDING }}>{chip}</Box>;
}

export interface ActivityColumnOptions {
  showUser: boolean;
  showOrganisation: boolean;
}

const typeColumn: Column<ActivityListItem> = {
  id: 'type',
  header: 'Type',
  width: TYPE_COLUMN_WIDTH,
  stacked: 'status',
  render: ({ activity }) =>
    inChipColumn(<ActivityTypeBadge type={activity.activityType} />, TYPE_COLUMN_WIDTH),
};

// No width: the description takes the room left and wraps between its words.
const descriptionColumn: Column<ActivityListItem> = {
  id: 'description',
  header: 'Description',
  wrap: true,
  stacked: 'main',
  render: ({ activity }) => <ActivityDescription description={activity.description} />,
};

const userColumn: Column<ActivityListItem> = {
  id: 'user',
  header: 'User',
  width: CHIP_COLUMN_WIDTH,
  stacked: 'fact',
  render: ({ user }) => (user ? inChipColumn(<UserChip user={user} />) : MISSING_TEXT),
};

const organisationColumn: Column<ActivityListItem> = {
  id: 'organisation',
  header: 'Organisation',
  width: CHIP_COLUMN_WIDTH,
  stacked: 'fact',
  render: ({ organisation }) =>
    organisation ? inChipColumn(<OrganisationChip organisation={organisation} />) : MISSING_TEXT,
};

const dateColumn: Column<ActivityListItem, ActivitiesSortField> = {
  id: 'date',
  header: 'Date',
  sortField: 'createdAt',
  width: 180,
  stacked: 'fact',
  render: ({ activity }) => formatDateTime(activity.createdAt),
};

/** The activity table's columns; a list inside a user's or organisation's page hides its own column. */
export function activityColumns({
  showUser,
  showOrganisation,
}: ActivityColumnOptions): Column<ActivityListItem, ActivitiesSortField>[] {
  return [
    typeColumn,
    descriptionColumn,
    ...(showUser ? [userColumn] : []),
    ...(showOrganisation ? [organisationColumn] : []),
    dateColumn,
  ];
}
