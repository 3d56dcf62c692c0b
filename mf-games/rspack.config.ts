import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'games',
  dir: import.meta.dirname,
  devPort: 3001,
  title: 'Spil',
  exposes: { './routes': './src/routes.tsx' },
});
