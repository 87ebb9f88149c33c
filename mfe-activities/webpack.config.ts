import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'activities',
  dir: __dirname,
  title: 'Activities | ADMIN',
  styleSample: './src/styleSample.tsx',
  exposes: {
    './Section': './src/Section.tsx',
    './ActivityList': './src/ActivityList.tsx',
    './prefetch': './src/prefetch.ts',
  },
});
