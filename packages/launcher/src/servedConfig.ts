import { parsePortalConfig } from '@portal/registry';
import { relative } from 'node:path';
import { fileCache } from './fileCache';

/**
 * Why a portal-config.json's text is not a config the shell would run, naming the file, the line
 * and the field (parsePortalConfig's message names the field); null when it is one.
 */
export function portalConfigProblem(file: string, text: string): string | null {
  const where = shownPath(file);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // V8 says "... in JSON at position 1241 (line 40 column 5)"; older wordings give only the position.
    const position = /position (\d+)/.exec(reason);
    const line = /line (\d+)/.exec(reason)?.[1] ?? (position && lineAt(text, Number(position[1])));
    return `${where}${line ? `:${line}` : ''} is not valid JSON: ${reason}`;
  }
  try {
    parsePortalConfig(raw);
    return null;
  } catch (error) {
    return `${where} is not a valid portal config: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The last problem reported per file, shared by the servers of one process. */
const reported = new Map<string, string>();

/** A path as the terminal shows it: from the working folder when inside it. */
function shownPath(file: string): string {
  const fromHere = relative(process.cwd(), file);
  return fromHere && !fromHere.startsWith('..') ? fromHere : file;
}

const lineAt = (text: string, position: number) => String(text.slice(0, position).split('\n').length);

export interface ServedConfig {
  /** The text the servers answer: the file's, or while the file is refused, the last valid one. */
  text: string;
  /** Why the file on disk is refused, or null when it is what is served. */
  refused: string | null;
}

/**
 * portal-config.json as the portal's servers answer it, read on every request (one `stat` when it
 * has not changed): a hand edit that breaks it never reaches a page. The last valid text goes on
 * being served, and each refused version of the file is reported once through `report`. Before any
 * valid version was read, the file is served as it is, so the page says what is wrong.
 */
export function servedConfig(file: string, report: (problem: string) => void): () => Promise<ServedConfig> {
  // Every server of a portal reads the same file: the terminal hears of a refused version once.
  const reportOnce = (problem: string) => {
    if (reported.get(file) === problem) return;
    reported.set(file, problem);
    report(problem);
  };
  const read = fileCache();
  let lastBody: Buffer | undefined;
  let lastValid: string | null = null;
  let current: ServedConfig = { text: '', refused: null };
  return async () => {
    const body = (await read(file))?.body;
    // The cache hands back the same Buffer until the file changes.
    if (body === lastBody) return current;
    lastBody = body;
    const text = body?.toString('utf8') ?? '';
    const refused = body ? portalConfigProblem(file, text) : `${shownPath(file)} is missing`;
    if (!refused) lastValid = text;
    // A missing file is a portal's folder removed as it stops (or a test's): nothing to tell.
    else if (body)
      reportOnce(
        `${refused}; ${lastValid === null ? 'no valid config was read yet' : 'serving the last valid config'}`,
      );
    current = { text: refused && lastValid !== null ? lastValid : text, refused };
    return current;
  };
}
