import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the copied confirmation stays (docs/product.md "Numbers"). */
export const COPIED_CONFIRMATION_MS = 2000;

interface CopyToClipboard {
  /** The text copied within the last COPIED_CONFIRMATION_MS, or null. */
  copied: string | null;
  copy: (text: string) => Promise<void>;
}

/** Copies text to the clipboard and remembers it briefly for a confirmation; `onError` when the browser refuses. */
export function useCopyToClipboard(onError: () => void): CopyToClipboard {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        // Throws too where the clipboard API is missing (an insecure origin).
        await navigator.clipboard.writeText(text);
      } catch {
        onError();
        return;
      }
      setCopied(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_CONFIRMATION_MS);
    },
    [onError],
  );

  return { copied, copy };
}
