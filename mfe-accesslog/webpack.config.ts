import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: 'accesslog',
  dir: __dirname,
  title: 'Accesslog | ADMIN',
  exposes: { './Section': './src/Section.tsx' },
});
