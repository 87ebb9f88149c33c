import { createAppConfig } from '@portal/federation';

export default createAppConfig({
  name: 'activities',
  dir: __dirname,
  title: 'Activities | ADMIN',
  exposes: {
    './Section': './src/Section.tsx',
    './ActivityList': './src/ActivityList.tsx',
    './prefetch': './src/prefetch.ts',
  },
});
