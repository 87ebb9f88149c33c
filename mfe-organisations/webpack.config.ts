import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'organisations',
  dir: __dirname,
  title: 'Organisations | ADMIN',
  exposes: { './Section': './src/Section.tsx', './prefetch': './src/prefetch.ts' },
});
