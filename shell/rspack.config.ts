import { createAppConfig, type AppOptions } from '@casino/build-config';

/** The app's options, also for the e2e builds of it as another release. */
export const app: AppOptions = { name: 'shell', dir: import.meta.dirname, title: 'Casino' };

export default createAppConfig(app);
