import { useEffect, useState } from 'react';

/**
 * Whether a box scrolls sideways (its content wider than itself), followed as either resizes.
 * A table that does, with no link in its rows to tab to, takes keyboard focus itself so that the
 * arrow keys can bring its cut-off columns into view (WCAG 2.1.1; axe's scrollable-region-focusable).
 * `layout` names what the box holds (a phone's stacked rows or the table): when it changes, the new
 * content is the one observed.
 */
export function useScrollsSideways(layout: unknown): [(box: HTMLElement | null) => void, boolean] {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The content widens without the box changing size (rows arrive, a longer value).
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    // No first measure here: the observer reports every box it starts observing once laid out, when
    // reading its width costs nothing. Measuring in the effect forced the page's whole first layout
    // in the middle of React's commit (69 ms of a users list's cold load, profiled).
    return () => observer.disconnect();
  }, [box, layout]);
  return [setBox, scrolls];
}
