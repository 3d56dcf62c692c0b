import { createAppConfig, type AppOptions } from '@casino/build-config';

/** The app's options, also for the e2e builds of it as another release. */
export const app: AppOptions = {
  name: 'effects',
  dir: import.meta.dirname,
  title: 'Temaeffekter',
  exposes: { './ThemeEffects': './src/ThemeEffects.tsx' },
};

export default createAppConfig(app);
