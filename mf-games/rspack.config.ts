import { createAppConfig, type AppOptions } from '@casino/build-config';

/** The app's options, also for the e2e builds of it as another release. */
export const app: AppOptions = {
  name: 'games',
  dir: import.meta.dirname,
  title: 'Spil',
  exposes: { './routes': './src/routes.tsx' },
};

export default createAppConfig(app);
