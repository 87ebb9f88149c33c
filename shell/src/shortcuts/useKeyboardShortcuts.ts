import { useNavigate } from '@portal/router';
import { useEffect } from 'react';
import { sectionShortcuts } from './shortcutList';

/** How long after `g` the section key may follow. */
const SEQUENCE_TIMEOUT_MS = 1500;

/** Keys typed into a field are text, never shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The page's own search box: the first search field in the main content. */
function pageSearchField(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('main input[type="search"]');
}

/** The single-key shortcuts of every signed-in page: `g` + section, `/` and `?` (`onHelp`). */
export function useKeyboardShortcuts(onHelp: () => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    let awaitingSection = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      if (awaitingSection) {
        awaitingSection = false;
        clearTimeout(timer);
        const section = sectionShortcuts().find(({ key }) => key === event.key);
        if (section) {
          event.preventDefault();
          navigate(section.path);
          return;
        }
      }
      if (event.key === 'g') {
        awaitingSection = true;
        timer = setTimeout(() => (awaitingSection = false), SEQUENCE_TIMEOUT_MS);
      } else if (event.key === '/') {
        const field = pageSearchField();
        if (!field) return;
        event.preventDefault();
        field.focus();
      } else if (event.key === '?') {
        event.preventDefault();
        onHelp();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [navigate, onHelp]);
}
