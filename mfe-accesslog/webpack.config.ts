import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'accesslog',
  dir: __dirname,
  title: 'Access log | ADMIN',
  exposes: { './Section': './src/Section.tsx', './prefetch': './src/prefetch.ts' },
});
