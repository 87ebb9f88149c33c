import { createAppConfig } from '@portal/federation';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  title: 'Admin Portal | ADMIN',
  styleSample: './src/styleSample.tsx',
});
