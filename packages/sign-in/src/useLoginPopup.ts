import { getApiConfig, login } from '@portal/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOGIN_FAILED_TEXT, POPUP_BLOCKED_TEXT } from './authTexts';
import { readLoginMessage, type LoginOutcome } from './oauthMessages';
import { ATTEMPT_PARAM, recordSignInStart } from './signInAttempt';

// docs/product.md "Numbers": a 500 by 600 popup, polled every second.
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_POLL_MS = 1000;

/**
 * The popup's first page (docs/product.md "Numbers"). `returnOrigin` asks the API to send the popup back to
 * that origin's /auth/callback instead of the portal's; the API allows only origins it knows.
 */
export function googleLoginUrl(apiUrl: string, returnOrigin?: string, attempt?: string): string {
  const url = `${apiUrl}/auth/oauth/google?popup=true&action=login&domain=admin`;
  const extra = new URLSearchParams({
    ...(returnOrigin && { origin: returnOrigin }),
    ...(attempt && { [ATTEMPT_PARAM]: attempt }),
  }).toString();
  return extra ? `${url}&${extra}` : url;
}

function popupFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

interface LoginPopup {
  signIn: () => void;
  /** The popup is open or its result is being turned into a session. */
  signingIn: boolean;
  error: string | null;
}

/**
 * The popup sign-in of the login screen. A message counts only if it comes from this page's own
 * origin and from the very popup this hook opened; anything else is ignored.
 */
export function useLoginPopup(
  onSignedIn: () => void,
  initialError: string | null = null,
  returnOrigin?: string,
): LoginPopup {
  const popupRef = useRef<Window | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState<string | null>(initialError);

  const finish = useCallback(
    async (outcome: LoginOutcome) => {
      if (outcome.kind === 'error') return setError(outcome.message);
      setCompleting(true);
      try {
        const user = await login(outcome.token, outcome.user, outcome.refreshToken);
        if (user) return onSignedIn();
        setError(LOGIN_FAILED_TEXT);
      } catch (failure) {
        console.error('Login failed', failure);
        setError(LOGIN_FAILED_TEXT);
      }
      setCompleting(false);
    },
    [onSignedIn],
  );

  useEffect(() => {
    if (!popupOpen) return;
    const onMessage = (event: MessageEvent) => {
      const popup = popupRef.current;
      if (event.origin !== window.location.origin || !popup || event.source !== popup) return;
      const outcome = readLoginMessage(event.data);
      if (outcome) void finish(outcome);
    };
    const poll = setInterval(() => {
      if (!popupRef.current?.closed) return;
      popupRef.current = null;
      setPopupOpen(false);
    }, POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
  }, [popupOpen, finish]);

  const signIn = useCallback(() => {
    setError(null);
    // The tab's own value: the callback completes only with it (issue 76 item 2).
    const attempt = recordSignInStart();
    const loginUrl = googleLoginUrl(getApiConfig().apiUrl, returnOrigin, attempt);
    const popup = window.open(loginUrl, 'admin-login', popupFeatures());
    if (!popup) return setError(POPUP_BLOCKED_TEXT);
    popupRef.current = popup;
    setPopupOpen(true);
  }, [returnOrigin]);

  return { signIn, signingIn: popupOpen || completing, error };
}
