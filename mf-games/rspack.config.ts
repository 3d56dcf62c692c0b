import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'games',
  dir: import.meta.dirname,
  title: 'Spil',
  exposes: { './routes': './src/routes.tsx' },
});
