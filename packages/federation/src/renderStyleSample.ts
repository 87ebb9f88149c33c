// `node --import tsx renderStyleSample.ts <sample module>`: prints the prerendered styles of the
// module's default export (a React element) as JSON. PrerenderedStylesPlugin runs it in a process
// of its own so that emotion and MUI name their styles as in the production bundle.
import { pathToFileURL } from 'node:url';

const [samplePath] = process.argv.slice(2);
if (!samplePath || process.env.NODE_ENV !== 'production') {
  console.error('usage: NODE_ENV=production node --import tsx renderStyleSample.ts <sample module>');
  process.exit(2);
}

async function main(samplePath: string) {
  const { prerenderStyles } = await import('@portal/ui-core/prerenderStyles');
  const { default: sample } = await import(pathToFileURL(samplePath).href);
  process.stdout.write(JSON.stringify(prerenderStyles(sample)));
}
main(samplePath).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
