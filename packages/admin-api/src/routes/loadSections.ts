import { SECTION_REGISTRY } from '@portal/registry';
import type { ApiSection } from './apiSection';

/**
 * The API of every registered section, in registry order: `src/sections/<name>/index.ts` exporting
 * `section`. Read from the registry, so a new section is its folder and its registry entry alone.
 */
export async function loadSections(
  names = SECTION_REGISTRY.map((section) => section.name),
): Promise<ApiSection[]> {
  return Promise.all(
    names.map(async (name) => {
      const where = `packages/admin-api/src/sections/${name}/index.ts`;
      let module: { section?: ApiSection };
      try {
        module = (await import(`../sections/${name}/index`)) as { section?: ApiSection };
      } catch (error) {
        throw new Error(`Section "${name}" has no API module: ${where} could not be loaded`, {
          cause: error,
        });
      }
      if (module.section?.name !== name) {
        throw new Error(`${where} must export \`section\`, an ApiSection named "${name}"`);
      }
      return module.section;
    }),
  );
}
