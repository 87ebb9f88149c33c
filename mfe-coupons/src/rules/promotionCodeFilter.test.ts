import { makeOrganisation } from '@portal/api/testing';
import { filterByPromotionCode } from './promotionCodeFilter';

const spring1 = makeOrganisation({ id: 'a', promotionCode: 'SPRING' });
const autumn = makeOrganisation({ id: 'b', promotionCode: 'AUTUMN' });
const spring2 = makeOrganisation({ id: 'c', promotionCode: 'SPRING' });
const organisations = [spring1, autumn, spring2];

describe('filterByPromotionCode', () => {
  it('keeps every organisation and titles them with the total when no code is selected', () => {
    const result = filterByPromotionCode(organisations, null);
    expect(result.rows).toEqual(organisations);
    expect(result.title).toBe('Organisations (3)');
  });

  it('keeps only the organisations that redeemed the selected code, titled n of total', () => {
    const result = filterByPromotionCode(organisations, 'SPRING');
    expect(result.rows.map((organisation) => organisation.id)).toEqual(['a', 'c']);
    expect(result.title).toBe('Organisations (2 of 3)');
  });

  it('says no organisation used the code when none did', () => {
    const result = filterByPromotionCode(organisations, 'WINTER');
    expect(result.rows).toEqual([]);
    expect(result.title).toBe('Organisations (0 of 3)');
    expect(result.emptyText).toBe('No organisations found for the selected promotion code');
  });

  it('writes the counts with thousands separators', () => {
    const many = Array.from({ length: 1200 }, (_, index) =>
      makeOrganisation({ id: `o${index}`, promotionCode: index < 1001 ? 'SPRING' : 'AUTUMN' }),
    );
    expect(filterByPromotionCode(many, null).title).toBe('Organisations (1,200)');
    expect(filterByPromotionCode(many, 'SPRING').title).toBe('Organisations (1,001 of 1,200)');
  });

  it('says nobody redeemed the coupon when it has no organisations at all', () => {
    expect(filterByPromotionCode([], null).emptyText).toBe('No organisations have redeemed this coupon yet');
    expect(filterByPromotionCode([], 'SPRING').emptyText).toBe(
      'No organisations have redeemed this coupon yet',
    );
  });
});
