import { rmSync } from 'node:fs';

export default function tearDown(): void {
  if (globalThis.adminApiTestDumpFolder)
    rmSync(globalThis.adminApiTestDumpFolder, { recursive: true, force: true });
}
