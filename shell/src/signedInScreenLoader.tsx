import { lazy, type ComponentType } from 'react';
import { loadedSignedInScreens, loadSignedInScreens, type SignedInScreens } from './signedInScreensChunk';

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
    const Loaded = loadedSignedInScreens()?.[name] as ComponentType<Props> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return SignedInScreen as unknown as SignedInScreens[Name];
}
