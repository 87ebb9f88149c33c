import { useNavigate, useSearchParams } from '@portal/router';
import { ErrorText, LoadingState, Stack, Typography } from '@portal/ui-core';
import { useEffect, useRef, useState } from 'react';
import { removeSecretsFromAddressBar } from './callbackAddress';
import { callbackStatusText } from './callbackParams';
import { completeCallback } from './completeCallback';
import { ATTEMPT_PARAM, spendSignInStart, startingWindowStorage } from './signInAttempt';

function popupOpener(params: URLSearchParams): Window | null {
  const opener = window.opener as Window | null;
  return params.get('popup') === 'true' && opener && !opener.closed ? opener : null;
}

/** /auth/callback: where the OAuth provider sends the browser back (docs/product.md "Screens"). */
export function CallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Signing in and posting to the opener must happen once, whatever re-renders or remounts.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const attempt = searchParams.get(ATTEMPT_PARAM);
    removeSecretsFromAddressBar();
    const opener = popupOpener(searchParams);
    void completeCallback(searchParams, {
      opener,
      claimSignIn: () => spendSignInStart(startingWindowStorage(opener), attempt),
      navigate: (to) => navigate(to, { replace: true }),
      showFailure: setFailure,
    });
  }, [navigate, searchParams]);

  const status = callbackStatusText(searchParams.get('action'));
  return (
    <Stack component="main" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
      <LoadingState label={status} />
      <Typography>{status}</Typography>
      {failure && <ErrorText>{failure}</ErrorText>}
    </Stack>
  );
}
