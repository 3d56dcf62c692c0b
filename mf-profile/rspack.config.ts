import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'profile',
  dir: import.meta.dirname,
  title: 'Profil',
  exposes: { './routes': './src/routes.tsx' },
});
