import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  title: 'Admin Portal | ADMIN',
  styleSample: './src/styleSample.tsx',
});
