import { OAUTH_ACTIONS, type OAuthAction } from '@portal/contract';
import { paths } from '@portal/ui-core';
import { CALLBACK_ERROR_TEXTS as TEXTS } from './authTexts';

/** What /auth/callback has to do, decided from its query string alone (docs/product.md "The session"). */
export type CallbackPlan =
  | { kind: 'error'; action: OAuthAction | null; message: string }
  /** LOGIN and SIGNUP: store the token and sign in. */
  | { kind: 'session'; action: 'login' | 'signup'; provider: string; token: string; refreshToken?: string }
  /** LINK, VERIFY and CONNECT: hand the provider's answer to the window that asked for it. */
  | {
      kind: 'forward';
      action: 'link' | 'verify' | 'connect';
      provider: string;
      params: Record<string, string>;
    };

const STATUS_TEXTS: Record<OAuthAction, string> = {
  link: 'Linking account...',
  login: 'Signing you in...',
  signup: 'Completing account creation...',
  verify: 'Verifying your account...',
  connect: 'Connecting your Xero Account...',
};
const DEFAULT_STATUS_TEXT = 'Completing sign in...';

/** The provider sends actions in any case (LOGIN, login). */
export function parseAction(raw: string | null): OAuthAction | null {
  const action = raw?.toLowerCase();
  return OAUTH_ACTIONS.find((known) => known === action) ?? null;
}

export function callbackStatusText(rawAction: string | null): string {
  const action = parseAction(rawAction);
  return action ? STATUS_TEXTS[action] : DEFAULT_STATUS_TEXT;
}

/** Reads the callback's parameters; `inPopup` when a window opened this one and asked for a popup. */
export function readCallbackParams(params: URLSearchParams, inPopup: boolean): CallbackPlan {
  const get = (name: string) => params.get(name) || null;
  const action = parseAction(get('action'));
  const fail = (message: string): CallbackPlan => ({ kind: 'error', action, message });

  if (get('error')) return fail(TEXTS.providerError);
  const provider = get('provider');
  const rawAction = get('action');
  if (!provider || !rawAction) return fail(TEXTS.missingRequired);
  if (!action) return fail(TEXTS.unknownAction);

  switch (action) {
    case 'login':
    case 'signup': {
      const token = get('token');
      if (!token) return fail(TEXTS.missingAuthentication);
      return { kind: 'session', action, provider, token, refreshToken: get('refreshToken') ?? undefined };
    }
    case 'link': {
      if (!inPopup) return fail(TEXTS.linkNeedsPopup);
      const state = get('state');
      const code = get('code');
      if (!state || !code) return fail(TEXTS.missingLinkParameters);
      return { kind: 'forward', action, provider, params: { state, code } };
    }
    case 'verify': {
      if (!inPopup) return fail(TEXTS.verifyNeedsPopup);
      const verificationToken = get('verificationToken');
      if (!verificationToken) return fail(TEXTS.missingVerificationParameters);
      return { kind: 'forward', action, provider, params: { verificationToken } };
    }
    case 'connect': {
      if (!inPopup) return fail(TEXTS.connectNeedsPopup);
      const forwarded = Object.fromEntries(
        ['code', 'state'].flatMap((name) => {
          const value = get(name);
          return value ? [[name, value]] : [];
        }),
      );
      return { kind: 'forward', action, provider, params: forwarded };
    }
  }
}

/** Where a failed callback without a popup sends the user: the sign-up page for SIGNUP, else login. */
export function callbackErrorDestination(action: OAuthAction | null, message: string): string {
  const page = action === 'signup' ? '/join' : paths.login;
  return `${page}?${new URLSearchParams({ error: message })}`;
}
