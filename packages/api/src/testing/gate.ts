/** A promise a test opens when it wants: hold an MSW answer back to observe the loading state. */
export function createGate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
