import { INLINE_CONFIG_ID } from '@portal/federation/inlineConfig';
import { sectionAt } from '@portal/federation/sectionAt';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * JSON that cannot end the script element it sits in: `<`, `>` and `&` as escapes, and the two
 * line separators JavaScript once refused in strings.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/**
 * A preload of the manifest of the section the page's path shows, so that its fetch starts with
 * the page instead of after the shell's entry has run (the runtime's own fetch then finds it).
 * Nothing for a path outside the sections or a remote that is not an http(s) URL.
 */
function sectionManifestPreload(config: unknown, pathname: string): string {
  const name = sectionAt(pathname)?.section.name;
  const remotes = (config as { remotes?: Record<string, unknown> } | null)?.remotes;
  const url = name && remotes && typeof remotes === 'object' ? remotes[name] : undefined;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return '';
  const href = url.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
  return `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
}

/**
 * index.html with portal-config.json inside it, written at serve time (the file stays the source, a
 * deploy edits it and the next load sees it): the page learns where its remotes are without a
 * request of its own. A data block, not a script: the security policy runs no inline script.
 * A config that is not JSON is left out, and the page fetches it and reports what is wrong.
 * With it, a preload of the manifest of the section at `pathname` (sectionManifestPreload).
 */
export async function indexPageWithConfig(
  root: string,
  portalConfigFile: string,
  pathname = '/',
): Promise<string> {
  const [page, config] = await Promise.all([
    readFile(join(root, 'index.html'), 'utf8'),
    readFile(portalConfigFile, 'utf8').catch(() => ''),
  ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(config);
  } catch {
    return page;
  }
  const block = `<script id="${INLINE_CONFIG_ID}" type="application/json">${scriptSafeJson(parsed)}</script>`;
  return page.replace('</head>', `${block}${sectionManifestPreload(parsed, pathname)}</head>`);
}
