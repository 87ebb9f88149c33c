// What survives a page reload: the keys of docs/product.md "The session" in localStorage.
import type { SessionUser } from '@portal/contract';
import { REFRESH_TOKEN_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeTokens(token: string, refreshToken?: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  // A refresh token belongs to one sign-in; never keep the previous one beside a new token.
  if (refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  else localStorage.removeItem(REFRESH_TOKEN_KEY);
}

export function readStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    // A corrupt entry counts as no stored user (start-up rule 3), not as a crash.
    return null;
  }
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function removeStoredUser(): void {
  localStorage.removeItem(USER_KEY);
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
