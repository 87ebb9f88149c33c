import { useEffect, useState } from 'react';

// The section page the URL named, while it starts (startRoute): the portal's frame renders at
// once, and that section's route waits for its code and first answers without a spinner, instead
// of the whole first render waiting for them.
let starting: { section: string; done: Promise<void> } | null = null;

/** Notes that the page `section` shows is starting until `done` resolves (it must not reject). */
export function markStartingPage(section: string, done: Promise<void>): void {
  const page = { section, done };
  starting = page;
  void done.then(() => {
    if (starting === page) starting = null;
  });
}

/** Whether the page `section` shows is still starting; re-renders when it is done. */
export function useStartingPage(section: string): boolean {
  const [done] = useState(() => (starting?.section === section ? starting.done : null));
  const [waiting, setWaiting] = useState(done !== null);
  useEffect(() => {
    if (!done) return undefined;
    let mounted = true;
    void done.then(() => {
      if (mounted) setWaiting(false);
    });
    return () => {
      mounted = false;
    };
  }, [done]);
  return waiting;
}
