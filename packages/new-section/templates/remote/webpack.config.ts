import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'sample',
  dir: __dirname,
  title: 'Sample | ADMIN',
  exposes: { './Section': './src/Section.tsx' },
});
