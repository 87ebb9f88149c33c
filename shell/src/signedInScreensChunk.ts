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

/** The screens, once loaded. */
export const loadedSignedInScreens = (): SignedInScreens | null => screens;

export type { SignedInScreens };
