// Messages of the client's own errors (docs/product.md "Errors").
export const AUTHENTICATION_FAILED_TEXT = 'Authentication failed';
export const INSUFFICIENT_PERMISSIONS_TEXT = 'Insufficient permissions';
export const USER_ACCOUNT_GONE_TEXT = 'User account no longer exists';
export const NETWORK_ERROR_TEXT = 'Unable to reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_TEXT = 'The server sent an invalid response';

export function httpStatusText(status: number): string {
  return `Request failed with status ${status}`;
}
