import { BEST_BROTLI, BEST_GZIP } from '@portal/build/compression';
import { INLINE_CONFIG_ID, parsePortalConfig, sectionAt, type PortalSection } from '@portal/registry';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { fileCache, type CachedFile } from './fileCache';

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

/** The sections of a parsed portal-config.json; none when it is not a valid one (the page says why). */
function sectionsOf(config: unknown): PortalSection[] {
  try {
    return parsePortalConfig(config).sections;
  } catch {
    return [];
  }
}

/** The configured section at `pathname` in portal-config.json's text, if any. */
function sectionInConfigAt(configText: string, pathname: string): PortalSection | undefined {
  let config: unknown;
  try {
    config = JSON.parse(configText);
  } catch {
    return undefined;
  }
  return sectionAt(pathname, sectionsOf(config))?.section;
}

/**
 * A preload of the manifest of the section the page's path shows, so that its fetch starts with
 * the page instead of after the shell's entry has run (the runtime's own fetch then finds it).
 * Nothing for a path outside the sections or a remote that is not an http(s) URL.
 */
function sectionManifestPreload(config: unknown, pathname: string): string {
  const url = sectionAt(pathname, sectionsOf(config))?.section.manifestUrl;
  if (!url) return '';
  const href = url.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
  return `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
}

/**
 * index.html with portal-config.json inside it (`config`, the file's text): the page learns where
 * its remotes are without a request of its own. A data block, not a script: the security policy
 * runs no inline script. A config that is not JSON is left out, and the page fetches it and reports
 * what is wrong. With it, a preload of the manifest of the section at `pathname`
 * (sectionManifestPreload).
 */
export function pageWithConfig(page: string, config: string, pathname = '/'): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(config);
  } catch {
    return page;
  }
  const block = `<script id="${INLINE_CONFIG_ID}" type="application/json">${scriptSafeJson(parsed)}</script>`;
  return page.replace('</head>', `${block}${sectionManifestPreload(parsed, pathname)}</head>`);
}

async function compressedPage(text: string): Promise<CachedFile> {
  const body = Buffer.from(text);
  const [br, gzipped] = await Promise.all([
    promisify(brotliCompress)(body, BEST_BROTLI),
    promisify(gzip)(body, BEST_GZIP),
  ]);
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, br, gzip: gzipped, etag: `W/"${digest}"` };
}

/**
 * The app's page for a path (pageWithConfig), written at serve time and compressed once per section,
 * as the build compresses its own files: a cold load gets it without waiting for compression. Both
 * are read on every request (index.html from memory after a `stat`, see fileCache; the config as
 * servedConfig answers it), so a deploy or an edit of portal-config.json shows on the next load. Null when the build has no page.
 */
export function indexPages(root: string, configText: () => Promise<string>) {
  const readPage = fileCache();
  const bySection = new Map<string, { source: string; page: Promise<CachedFile> }>();
  return async (pathname: string): Promise<CachedFile | null> => {
    const [page, config] = await Promise.all([readPage(join(root, 'index.html')), configText()]);
    if (!page) return null;
    // The path matters only through the section whose manifest the page preloads.
    const section = sectionInConfigAt(config, pathname)?.name ?? '';
    const source = `${page.etag}\n${config}`;
    let entry = bySection.get(section);
    if (entry?.source !== source) {
      entry = { source, page: compressedPage(pageWithConfig(page.body.toString('utf8'), config, pathname)) };
      bySection.set(section, entry);
    }
    return entry.page;
  };
}
