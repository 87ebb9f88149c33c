import type { AdminTestApi } from './testApi';

// What the section tests of the API's answers share.

export const ORGANISATION_KEYS = [
  'abn',
  'billingEmail',
  'cardValidUntil',
  'completedOnboarding',
  'connectedToXero',
  'contactNumber',
  'couponId',
  'createdAt',
  'id',
  'legalName',
  'name',
  'promotionCode',
  'quotaMaxUsers',
  'stripeCustomerId',
  'subscriptionStatus',
  'subscriptionValidUntil',
  'taxYearStartMonth',
  'website',
  'xeroLastSyncTransactionsAt',
].sort();
export const USER_KEYS = [
  'avatarUrl',
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'googleId',
  'id',
  'isAdmin',
  'lastLoginAt',
  'lastName',
  'providers',
  'status',
  'twoFactorEnabled',
  'xeroId',
].sort();
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Newest first, ties broken by the greater id. */
export function expectNewestFirst(rows: readonly { createdAt: string; id: string }[]) {
  for (let i = 1; i < rows.length; i++) {
    const [previous, current] = [rows[i - 1]!, rows[i]!];
    expect(previous.createdAt >= current.createdAt).toBe(true);
    if (previous.createdAt === current.createdAt) expect(previous.id > current.id).toBe(true);
  }
}

/** Each URL answers 404 NOT_FOUND with a message saying so. */
export function itAnswersNotFound(api: AdminTestApi, urls: readonly string[]) {
  it.each(urls)('%s answers 404 NOT_FOUND', async (url) => {
    const response = await api.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/not found/) });
  });
}

/**
 * A list's search takes any length (search boxes have no length rules, docs/product.md): 201 and
 * 4,000 characters answer 200 with no rows, in JSON and in CSV. `rowsKey` names the answer's rows.
 */
export function itAnswersAnySearchLength(api: AdminTestApi, path: string, rowsKey: string) {
  it.each([201, 4000])('answers %i characters with 200, in JSON and CSV', async (length) => {
    const long = encodeURIComponent('smith '.repeat(length).slice(0, length));
    expect(await api.get(`${path}?search=${long}`)).toEqual({ [rowsKey]: [], total: 0, totalActive: 0 });
    const csv = await api.inject({ url: `${path}?search=${long}&format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['x-total-count']).toBe('0');
  });
}
