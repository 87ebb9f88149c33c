/** GET of the reference API as a signed-in user, for the figures' setup. */
export type ApiGet = <T>(path: string) => Promise<T>;

export function apiGetter(apiUrl: string, token: string): ApiGet {
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}
