import { onSessionEvent } from '@portal/api';
import { showToast } from '@portal/ui-core';
import { useEffect } from 'react';

// docs/product.md "The session", word for word.
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';
export const ORGANISATION_SWITCHED_TEXT =
  'Your access to the previous organisation was revoked. You have been switched to another organisation.';

/**
 * Turns the API's session signals into toasts. An expired session also ends the signed-in user,
 * so the guard sends the page to /login, remembering it for after the sign-in.
 */
export function useSessionEventToasts(): void {
  useEffect(() => {
    const stopAuth = onSessionEvent('authInvalidated', () => showToast(SESSION_EXPIRED_TEXT, 'warning'));
    const stopOrganisation = onSessionEvent('organisationChanged', ({ forced }) => {
      if (forced) showToast(ORGANISATION_SWITCHED_TEXT, 'info');
    });
    return () => {
      stopAuth();
      stopOrganisation();
    };
  }, []);
}
