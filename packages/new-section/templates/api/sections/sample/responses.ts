import type { SampleResponse, SampleRow } from '@portal/contract/sample';
import { arrayOf, fields, number, orNull, string } from '../../http/schemaFields';

const row = fields<SampleRow>({
  id: string,
  organisationId: string,
  number: orNull(string),
  status: string,
  total: number,
  currency: string,
  created: string,
});

/** The Sample section's JSON answers (see http/schemaFields.ts). */
export const SAMPLE_RESPONSES = {
  list: fields<SampleResponse>({ rows: arrayOf(row), total: number }),
} as const;
