import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'dashboard',
  dir: __dirname,
  title: 'Dashboard | ADMIN',
  styleSample: './src/styleSample.tsx',
  exposes: { './Section': './src/Section.tsx', './prefetch': './src/prefetch.ts' },
  embeds: [{ module: 'activities/ActivityList', pages: [''] }],
});
