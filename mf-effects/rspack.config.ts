import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'effects',
  dir: import.meta.dirname,
  title: 'Temaeffekter',
  exposes: { './ThemeEffects': './src/ThemeEffects.tsx' },
});
