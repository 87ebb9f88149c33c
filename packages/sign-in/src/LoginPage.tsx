import { useSession } from '@portal/api';
import { Navigate, useNavigate, useSearchParams } from '@portal/router';
import { Button, Card, CardContent, ErrorText, Stack, Typography } from '@portal/ui-core';
import { useCallback } from 'react';
import { Logo } from './Logo';
import { pageAfterSignIn, RETURN_URL_PARAM } from './safeReturnUrl';
import { useLoginPopup } from './useLoginPopup';

interface LoginPageProps {
  /** Where the sign-in returns to when this page is not the portal's (a remote served alone). */
  returnOrigin?: string;
}

/** /login: the admin sign-in screen (docs/product.md "Screens"); an admin lands on the page the guard turned away. */
export function LoginPage({ returnOrigin }: LoginPageProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get(RETURN_URL_PARAM);
  const goBack = useCallback(
    () => navigate(pageAfterSignIn(returnUrl), { replace: true }),
    [navigate, returnUrl],
  );
  const { signIn, signingIn, error } = useLoginPopup(goBack, searchParams.get('error'), returnOrigin);

  // A signed-in admin is sent on, with the card still drawn: the navigation keeps this page on
  // screen until the frame has painted, and a Navigate alone would leave it blank meanwhile.
  const signedIn = user?.isAdmin === true;
  return (
    <Stack component="main" sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      {signedIn && <Navigate to={pageAfterSignIn(returnUrl)} replace />}
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Logo size={48} />
            <Typography variant="h5" component="h1">
              Admin Login
            </Typography>
            <Typography color="text.secondary">Sign in with your company Google account</Typography>
            <Button variant="contained" fullWidth onClick={signIn} disabled={signingIn || signedIn}>
              {signingIn || signedIn ? 'Signing in...' : 'Sign in with Google'}
            </Button>
            {error && <ErrorText>{error}</ErrorText>}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
