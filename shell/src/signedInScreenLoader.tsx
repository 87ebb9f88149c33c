import { lazy, type ComponentType } from 'react';

type SignedInScreens = typeof import('./signedInScreens');

let screens: SignedInScreens | null = null;
let loading: Promise<SignedInScreens> | null = null;

/** Loads the chunk of the screens behind sign-in (signedInScreens.ts); one load for every caller. */
export function loadSignedInScreens(): Promise<SignedInScreens> {
  loading ??= import('./signedInScreens').then(
    (module) => (screens = module),
    (error: unknown) => {
      // A failed chunk load may succeed on the next attempt.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * One screen of that chunk. Rendered at once when the chunk is already here (started before the
 * first render when a session is stored): no spinner and no Suspense round, whose fallback React
 * would keep on screen for at least 300 ms. Otherwise lazily, under the caller's Suspense.
 */
export function signedInScreen<Name extends keyof SignedInScreens>(name: Name): SignedInScreens[Name] {
  type Props = Record<string, unknown>;
  const Lazy = lazy(() =>
    loadSignedInScreens().then((module) => ({ default: module[name] as ComponentType<Props> })),
  );
  function SignedInScreen(props: Props) {
    const Loaded = screens?.[name] as ComponentType<Props> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return SignedInScreen as unknown as SignedInScreens[Name];
}
