import { createAppConfig } from '@portal/federation';

export default createAppConfig({
  name: 'organisations',
  dir: __dirname,
  title: 'Organisations | ADMIN',
  exposes: { './Section': './src/Section.tsx', './prefetch': './src/prefetch.ts' },
});
