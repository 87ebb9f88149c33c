import { parsePortalConfig, type PortalConfig } from '@portal/registry';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const asText = (config: PortalConfig) => `${JSON.stringify(config, null, 2)}\n`;

/** Beside portal-config.json: what the registry gave last time, to tell a hand edit from it. */
export const generatedRecordFor = (file: string) => file.replace(/\.json$/, '.generated.json');

/** Beside portal-config.json: the history of its live-release changes (@portal/delivery's liveRelease.ts). */
export const historyFileOf = (configFile: string) => configFile.replace(/\.json$/, '') + '.history.json';

export interface PortalConfigWrite {
  /** The file held edits made by hand, which were kept. */
  handEdited: boolean;
  /** The sections the registry has that a hand-edited file lacked, added to it. */
  added: string[];
}

/**
 * Writes the portal's config from the registry (`generated`). With `keepEdits` (npm start, npm run
 * serve) no hand edit is lost: a file still as the last write left it is replaced whole; an edited
 * one keeps every entry as edited and gains only the registry's sections it lacks (a section added
 * since). Deleting the file brings back the registry's version. Without, it is written whole (tests).
 */
export function writePortalConfig(
  file: string,
  generated: PortalConfig,
  { keepEdits }: { keepEdits: boolean },
): PortalConfigWrite {
  const record = generatedRecordFor(file);
  mkdirSync(dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const lastGenerated = existsSync(record) ? readFileSync(record, 'utf8') : null;
  writeFileSync(record, asText(generated));
  if (!keepEdits || current === null || current === lastGenerated || current === asText(generated)) {
    writeFileSync(file, asText(generated));
    return { handEdited: false, added: [] };
  }
  const edited = readEdited(file, current);
  const known = new Set(edited.sections.map((section) => section.name));
  const missing = generated.sections.filter((section) => !known.has(section.name));
  if (missing.length) writeFileSync(file, asText({ ...edited, sections: [...edited.sections, ...missing] }));
  return { handEdited: true, added: missing.map((section) => section.name) };
}

function readEdited(file: string, text: string): PortalConfig {
  try {
    return parsePortalConfig(JSON.parse(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${relative(process.cwd(), file)} was edited by hand and is not a valid portal config (${reason}): fix it, or delete it to write it again from the registry`,
    );
  }
}

/** One line for the terminal about a hand-edited config, or null when it was written whole. */
export function describePortalConfigWrite(file: string, write: PortalConfigWrite): string | null {
  if (!write.handEdited) return null;
  const added = write.added.length ? `, added the new section(s) ${write.added.join(', ')}` : '';
  return `Kept your edits to ${relative(process.cwd(), file)}${added}; delete it to write it again from the registry.`;
}
