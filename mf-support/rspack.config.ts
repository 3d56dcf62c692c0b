import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'support',
  dir: import.meta.dirname,
  title: 'Support',
  exposes: { './routes': './src/routes.tsx', './ChatWidget': './src/chat/ChatWidget.tsx' },
});
