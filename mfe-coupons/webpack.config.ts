import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'coupons',
  dir: __dirname,
  title: 'Coupons | ADMIN',
  exposes: { './Section': './src/Section.tsx', './prefetch': './src/prefetch.ts' },
});
