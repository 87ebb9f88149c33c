// The localStorage keys of docs/product.md "The session". A module of its own (`@portal/api/storageKeys`): the
// shell reads whether a session is stored before the shared modules have loaded.
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';
