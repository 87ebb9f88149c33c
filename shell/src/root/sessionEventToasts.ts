import { onSessionEvent } from '@portal/api';
import { useNavigate } from '@portal/router';
import { paths, showToast } from '@portal/ui-core';
import { useEffect } from 'react';

// Spec section 4, word for word.
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';
export const ORGANISATION_SWITCHED_TEXT =
  'Your access to the previous organisation was revoked. You have been switched to another organisation.';

/** Turns the API's session signals into what the user sees: a toast, and /login when signed out. */
export function useSessionEventToasts(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const stopAuth = onSessionEvent('authInvalidated', () => {
      showToast(SESSION_EXPIRED_TEXT, 'warning');
      navigate(paths.login, { replace: true });
    });
    const stopOrganisation = onSessionEvent('organisationChanged', ({ forced }) => {
      if (forced) showToast(ORGANISATION_SWITCHED_TEXT, 'info');
    });
    return () => {
      stopAuth();
      stopOrganisation();
    };
  }, [navigate]);
}
