import type { CouponOrganisation, PromotionCode } from '@portal/contract/coupons';
import {
  DataTable,
  FormControl,
  InputLabel,
  MenuItem,
  organisationColumns,
  paths,
  SectionCard,
  Select,
  type Column,
} from '@portal/ui';
import { useId, useState } from 'react';
import { filterByPromotionCode } from '../rules/promotionCodeFilter';

const FILTER_LABEL = 'Filter by Promo Code';
// The select's value for "no filter"; a promotion code is never empty.
const ALL_CODES = '';

const columns: readonly Column<CouponOrganisation>[] = [
  organisationColumns.name,
  organisationColumns.legalName,
  {
    id: 'promotionCode',
    header: 'Promotion Code',
    render: (organisation) => organisation.promotionCode || '—',
  },
  organisationColumns.subscriptionStatus,
  organisationColumns.created,
];

interface CouponOrganisationsProps {
  organisations: readonly CouponOrganisation[];
  codes: readonly PromotionCode[];
}

/** The organisations that redeemed the coupon, narrowed on the client to one promotion code. */
export function CouponOrganisations({ organisations, codes }: CouponOrganisationsProps) {
  const [code, setCode] = useState<string>(ALL_CODES);
  const { rows, title, emptyText } = filterByPromotionCode(organisations, code === ALL_CODES ? null : code);
  const labelId = useId();

  const filter = (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={labelId} shrink>
        {FILTER_LABEL}
      </InputLabel>
      <Select
        labelId={labelId}
        label={FILTER_LABEL}
        value={code}
        displayEmpty
        notched
        onChange={(event) => setCode(event.target.value)}
      >
        <MenuItem value={ALL_CODES}>All Codes</MenuItem>
        {codes.map(({ code: value }) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );

  return (
    <SectionCard title={title} action={filter}>
      <DataTable
        label="Organisations"
        columns={columns}
        rows={rows}
        emptyText={emptyText}
        rowHref={(organisation) => paths.organisation(organisation.id)}
      />
    </SectionCard>
  );
}
