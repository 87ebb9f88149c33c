import type { QuickFindResponse } from '@portal/contract';
import { paths, personDisplayName } from '@portal/ui';

export interface QuickFindItem {
  /** Unique in the whole answer, also the option's DOM id suffix. */
  key: string;
  primary: string;
  secondary: string | null;
  /** The detail page it opens; an invoice opens its organisation (there is no invoice page). */
  path: string;
}

export interface QuickFindGroup {
  title: string;
  items: QuickFindItem[];
}

function joined(...parts: (string | null)[]): string | null {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(' · ') : null;
}

/** The answer's non-empty groups in the order Users, Organisations, Coupons, Invoices. */
export function quickFindGroups(answer: QuickFindResponse): QuickFindGroup[] {
  const groups: QuickFindGroup[] = [
    {
      title: 'Users',
      items: answer.users.map((user) => {
        const name = personDisplayName(user);
        return {
          key: `user-${user.id}`,
          primary: name,
          secondary: name === user.email ? null : user.email,
          path: paths.user(user.id),
        };
      }),
    },
    {
      title: 'Organisations',
      items: answer.organisations.map((organisation) => ({
        key: `organisation-${organisation.id}`,
        primary: organisation.name,
        secondary: joined(organisation.legalName, organisation.abn && `ABN ${organisation.abn}`),
        path: paths.organisation(organisation.id),
      })),
    },
    {
      title: 'Coupons',
      items: answer.coupons.map((coupon) => ({
        key: `coupon-${coupon.id}`,
        primary: coupon.name || coupon.id,
        secondary: joined(coupon.code && `Code ${coupon.code}`, coupon.name ? coupon.id : null),
        path: paths.coupon(coupon.id),
      })),
    },
    {
      title: 'Invoices',
      items: answer.invoices.map((invoice) => ({
        key: `invoice-${invoice.id}`,
        primary: `Invoice ${invoice.number}`,
        secondary: invoice.organisationName,
        path: paths.organisation(invoice.organisationId),
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
