import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'profile',
  dir: import.meta.dirname,
  devPort: 3003,
  title: 'Profil',
  exposes: { './routes': './src/routes.tsx' },
});
