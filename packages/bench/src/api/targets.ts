import { ADMIN_EMAIL, signInOverHttp } from '@portal/admin-api';
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';

/** GET of the API as the signed-in admin: the parsed body, or an error naming the call. */
export type ApiGet = <T>(path: string) => Promise<T>;

export function apiGetter(apiUrl: string, token: string): ApiGet {
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(apiUrl + path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Signs in as the seeded admin through the stand-in Google page, over plain HTTP. */
export async function adminToken(apiUrl: string): Promise<string> {
  return (await signInOverHttp(apiUrl, ADMIN_EMAIL)).token;
}

/** Real ids and sizes of the data set, so the measured calls vary like a person's would. */
export interface ApiTargets {
  userIds: string[];
  organisationIds: string[];
  /** Parts of real ABNs typed with a space ("824 753"). */
  abnParts: string[];
  /** Whole ABNs as people type them ("51 824 753 556"). */
  abns: string[];
  userEmails: string[];
  stripeCustomerIds: string[];
  userTotal: number;
  organisationTotal: number;
  activityTotal: number;
}

export async function findTargets(get: ApiGet): Promise<ApiTargets> {
  const users = await get<UsersResponse>('/admin/users?limit=100&offset=5000');
  const organisations = await get<OrganisationsResponse>('/admin/organisations?limit=100&offset=2000');
  const { total: activityTotal } = await get<ActivitiesResponse>('/admin/activities?limit=1');
  return {
    userIds: users.users.map((user) => user.id),
    organisationIds: organisations.organisations.map((organisation) => organisation.id),
    abnParts: organisations.organisations.flatMap((o) =>
      o.abn ? [`${o.abn.slice(2, 5)} ${o.abn.slice(5, 8)}`] : [],
    ),
    abns: organisations.organisations.flatMap((o) =>
      o.abn ? [`${o.abn.slice(0, 2)} ${o.abn.slice(2, 5)} ${o.abn.slice(5, 8)} ${o.abn.slice(8)}`] : [],
    ),
    userEmails: users.users.map((user) => user.email),
    stripeCustomerIds: organisations.organisations.flatMap((o) =>
      o.stripeCustomerId ? [o.stripeCustomerId] : [],
    ),
    userTotal: users.total,
    organisationTotal: organisations.total,
    activityTotal,
  };
}

export const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
