// Generates each shared package's API report: TypeScript emits the packages' declarations (their
// `main` is TypeScript source), then API Extractor reads each package's entry declaration.
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '@portal/launcher';

/**
 * The packages whose surface is recorded: the @portal singletons of the share list
 * (packages/build/src/shared.ts), and two that every app bundles a copy of (not shared) but that
 * cross the share boundary, so their changes are reviewed the same way: @portal/sign-in, whose
 * screens every app mounts, and @portal/list-state, whose list states a remote's copy hands to the
 * shell's @portal/ui list screens.
 */
export const SURFACE_PACKAGES = ['api', 'ui-core', 'ui', 'router', 'sign-in', 'list-state'] as const;

export type SurfacePackage = (typeof SURFACE_PACKAGES)[number];

/** The main entry only: what Module Federation shares. Subpaths are bundled into each app. */
const entryOf = (name: SurfacePackage) => join('packages', name, 'src', 'index.ts');

export const surfaceFolder = (name: SurfacePackage) => join(REPO_ROOT, 'packages', name, 'surface');
export const reportFileName = (name: SurfacePackage) => `${name}.api.md`;

function emitDeclarations(outDir: string): void {
  const configPath = join(REPO_ROOT, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`Cannot read ${configPath}`);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
    rootDir: REPO_ROOT,
  };
  const program = ts.createProgram(
    SURFACE_PACKAGES.map((name) => join(REPO_ROOT, entryOf(name))),
    options,
  );
  const { diagnostics } = program.emit();
  if (diagnostics.length > 0) {
    const host = {
      getCanonicalFileName: (f: string) => f,
      getCurrentDirectory: () => REPO_ROOT,
      getNewLine: () => '\n',
    };
    throw new Error(`Declarations could not be emitted:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
}

const entryDeclarations = (name: SurfacePackage, declarations: string) =>
  join(declarations, entryOf(name).replace(/\.ts$/, '.d.ts'));

function extractorConfig(name: SurfacePackage, declarations: string, reports: string): ExtractorConfig {
  const packageFolder = join(REPO_ROOT, 'packages', name);
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageFolder,
      mainEntryPointFilePath: entryDeclarations(name, declarations),
      compiler: { tsconfigFilePath: join(REPO_ROOT, 'tsconfig.json') },
      apiReport: {
        enabled: true,
        reportFolder: reports,
        reportTempFolder: reports,
        reportFileName: reportFileName(name),
        // Types the entry uses without exporting them (a component's props) are part of the
        // surface too: a change to them changes what remotes may pass.
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The report is the point; doc comments are not required of these packages.
        extractorMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(packageFolder, 'package.json'),
  });
}

function extractReport(
  config: ExtractorConfig,
  compilerState: CompilerState,
  name: SurfacePackage,
  reports: string,
) {
  const result = Extractor.invoke(config, { localBuild: true, compilerState, messageCallback: quietInfo });
  if (result.errorCount > 0)
    throw new Error(`API Extractor found ${result.errorCount} errors in @portal/${name}`);
  return readFileSync(join(reports, reportFileName(name)), 'utf8');
}

/** API Extractor's own notes ("analysis will use ...", "a new file was created") are noise here. */
function quietInfo(message: { logLevel: ExtractorLogLevel; handled: boolean }) {
  if (message.logLevel !== ExtractorLogLevel.Error) message.handled = true;
}

/** The report each shared package's source gives now. */
export function generateReports(): Map<SurfacePackage, string> {
  // Inside the repository, so the declarations' imports of other packages resolve through its
  // node_modules as the source's do (but not under node_modules, which API Extractor treats as
  // other packages); test-results/ is ignored by git, lint and format.
  const scratch = join(REPO_ROOT, 'test-results');
  mkdirSync(scratch, { recursive: true });
  const work = mkdtempSync(join(scratch, 'surfaces-'));
  try {
    const declarations = join(work, 'declarations');
    const reports = join(work, 'reports');
    emitDeclarations(declarations);
    const configs = SURFACE_PACKAGES.map(
      (name) => [name, extractorConfig(name, declarations, reports)] as const,
    );
    // One compiler program for every package's analysis, not one each that loads the same React and
    // MUI typings again (the step 17.7 -> 14.5 CPU-s, 30 Nov 2026).
    const compilerState = CompilerState.create(configs[0]![1], {
      additionalEntryPoints: SURFACE_PACKAGES.map((name) => entryDeclarations(name, declarations)),
    });
    return new Map(
      configs.map(([name, config]) => [name, extractReport(config, compilerState, name, reports)]),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
