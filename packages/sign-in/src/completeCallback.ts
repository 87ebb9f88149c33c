import { login } from '@portal/api';
import type { SessionUser } from '@portal/contract';
import { CALLBACK_ERROR_TEXTS } from './authTexts';
import { callbackErrorDestination, readCallbackParams, type CallbackPlan } from './callbackParams';
import { oauthErrorMessage, type OAuthErrorMessage, type OAuthSuccessMessage } from './oauthMessages';
import { RETURN_URL_PARAM, safeReturnUrl } from './safeReturnUrl';

/** docs/product.md "Numbers": the popup closes 1 s after it has posted its result. */
export const POPUP_CLOSE_DELAY_MS = 1000;

export interface CallbackContext {
  /** The window that opened this one for a popup sign-in; null when there is none. */
  opener: Window | null;
  navigate: (to: string) => void;
  /** Whether this browser started the sign-in whose tokens arrive (spends that record). */
  claimSignIn: () => boolean;
  /** Shows a failure in the popup for the second before it closes. */
  showFailure: (message: string) => void;
}

function successMessage(plan: Exclude<CallbackPlan, { kind: 'error' }>, user: SessionUser | null) {
  const { action, provider } = plan;
  const base = { type: `${action}_success` as const, action, provider };
  const message: OAuthSuccessMessage =
    plan.kind === 'session'
      ? { ...base, token: plan.token, refreshToken: plan.refreshToken, user: user ?? undefined }
      : { ...base, ...plan.params };
  return message;
}

/** Does what /auth/callback is for: sign in, then hand the result to the opener or go on. */
export async function completeCallback(params: URLSearchParams, context: CallbackContext): Promise<void> {
  const { opener, navigate, showFailure, claimSignIn } = context;
  const postToOpener = (message: OAuthSuccessMessage | OAuthErrorMessage) => {
    // Never '*': only a page of this portal may read a token.
    opener?.postMessage(message, window.location.origin);
    setTimeout(() => window.close(), POPUP_CLOSE_DELAY_MS);
  };
  const plan = readCallbackParams(params, opener !== null);
  const fail = (message: string) => {
    if (opener) {
      showFailure(message);
      postToOpener(oauthErrorMessage(plan.action, message));
    } else {
      navigate(callbackErrorDestination(plan.action, message));
    }
  };
  if (plan.kind === 'error') return fail(plan.message);
  if (plan.kind === 'session' && !claimSignIn()) return fail(CALLBACK_ERROR_TEXTS.providerError);

  try {
    let user: SessionUser | null = null;
    if (plan.kind === 'session') {
      user = await login(plan.token, undefined, plan.refreshToken);
      if (!user) return fail(CALLBACK_ERROR_TEXTS.completionFailed);
    }
    if (opener) postToOpener(successMessage(plan, user));
    else navigate(safeReturnUrl(params.get(RETURN_URL_PARAM)));
  } catch (error) {
    console.error('OAuth callback failed', error);
    fail(CALLBACK_ERROR_TEXTS.processingFailed);
  }
}
