// The sign-in texts of docs/product.md "Screens" and "Errors", word for word.

export const LOGIN_FAILED_TEXT = 'Failed to complete login. Please try again.';
export const OAUTH_LOGIN_FAILED_TEXT = 'OAuth login failed. Please try again.';
export const POPUP_BLOCKED_TEXT = 'Please allow popups for this site to sign in.';

export const CALLBACK_ERROR_TEXTS = {
  providerError: 'Authentication failed',
  missingRequired: 'Missing required parameters',
  unknownAction: 'Unknown OAuth action',
  processingFailed: 'Failed to process authentication',
  completionFailed: 'Failed to complete authentication',
  missingAuthentication: 'Missing authentication parameters',
  linkNeedsPopup: 'Link action requires popup window',
  verifyNeedsPopup: 'Verify action requires popup window',
  connectNeedsPopup: 'Connect action requires popup window',
  missingLinkParameters: 'Missing OAuth parameters for linking',
  missingVerificationParameters: 'Missing verification parameters',
} as const;
