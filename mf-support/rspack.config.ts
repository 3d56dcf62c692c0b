import { createAppConfig, type AppOptions } from '@casino/build-config';

/** The app's options, also for the e2e builds of it as another release. */
export const app: AppOptions = {
  name: 'support',
  dir: import.meta.dirname,
  title: 'Support',
  exposes: { './routes': './src/routes.tsx', './ChatWidget': './src/chat/ChatWidget.tsx' },
};

export default createAppConfig(app);
