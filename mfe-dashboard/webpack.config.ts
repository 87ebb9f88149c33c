import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'dashboard',
  dir: __dirname,
  title: 'Dashboard | ADMIN',
  exposes: { './Section': './src/Section.tsx', './prefetch': './src/prefetch.ts' },
  embeds: [{ module: 'activities/ActivityList', pages: [''] }],
});
