// The organisations list's CSV columns: the titles of the spec's table (ID first) and the texts the
// portal shows in them.
import type { Organisation } from '@portal/contract/organisations';
import { formatDate } from '@portal/format';
import type { CsvColumn } from '../../routes/csvColumn';

export const ORGANISATION_COLUMNS: readonly CsvColumn<Organisation>[] = [
  { title: 'ID', text: (organisation) => organisation.id },
  { title: 'Name', text: (organisation) => organisation.name },
  { title: 'Legal Name', text: (organisation) => organisation.legalName ?? '' },
  { title: 'Created', text: (organisation) => formatDate(organisation.createdAt) },
  { title: 'Subscription Status', text: (organisation) => organisation.subscriptionStatus ?? '' },
];
