export { apiFolderOf, createSection, REGISTRY_FILE, sectionIconFor } from './newSection';
