import { createAppConfig } from '@casino/build-config';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, title: 'Casino' });
