/**
 * The script both apps get before any of their own runs, the peer's harness's way of telling when
 * a page's content is visible: a MutationObserver notes when `ready` first holds, and "visible" is
 * the next animation frame plus a MessageChannel tick (just after that frame is painted). It also
 * notes when the first spinner (role="progressbar") appeared. A plain source string, inserted by
 * the browser itself: the portal's policy forbids the page to evaluate code it builds.
 */
export function visibleProbeScript(ready: string): string {
  return `(() => {
  const marks = (window.__visible = { spinner: null, content: null, visible: null });
  const ready = ${ready};
  const check = () => {
    if (marks.spinner === null && document.querySelector('[role="progressbar"]')) marks.spinner = performance.now();
    if (marks.content !== null) return;
    let holds = false;
    try { holds = ready(); } catch { holds = false; }
    if (!holds) return;
    marks.content = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks.visible = performance.now(); };
      channel.port2.postMessage(0);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;
}

export interface VisibleMarks {
  /** When the first spinner was in the page (null: none ever showed). */
  spinner: number | null;
  /** When the content condition first held, and when the following frame was painted. */
  content: number;
  visible: number;
}
