import { INLINE_CONFIG_ID } from '@portal/federation/inlineConfig';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * JSON that cannot end the script element it sits in: `<`, `>` and `&` as escapes, and the two
 * line separators JavaScript once refused in strings.
 */
function scriptSafeJson(text: string): string {
  return JSON.stringify(JSON.parse(text)).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * index.html with portal-config.json inside it, written at serve time (the file stays the source, a
 * deploy edits it and the next load sees it): the page learns where its remotes are without a
 * request of its own. A data block, not a script: the security policy runs no inline script.
 * A config that is not JSON is left out, and the page fetches it and reports what is wrong.
 */
export async function indexPageWithConfig(root: string, portalConfigFile: string): Promise<string> {
  const [page, config] = await Promise.all([
    readFile(join(root, 'index.html'), 'utf8'),
    readFile(portalConfigFile, 'utf8').catch(() => ''),
  ]);
  let json: string;
  try {
    json = scriptSafeJson(config);
  } catch {
    return page;
  }
  const block = `<script id="${INLINE_CONFIG_ID}" type="application/json">${json}</script>`;
  return page.replace('</head>', `${block}</head>`);
}
