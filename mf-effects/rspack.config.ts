import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'effects',
  dir: import.meta.dirname,
  devPort: 3005,
  title: 'Temaeffekter',
  exposes: { './ThemeEffects': './src/ThemeEffects.tsx' },
});
