import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'users',
  dir: __dirname,
  title: 'Users | ADMIN',
  exposes: { './Section': './src/Section.tsx', './prefetch': './src/prefetch.ts' },
});
