import { createInlineScriptsConfig } from '@casino/build-config/inline-scripts-config';
import { createServerConfig } from '@casino/build-config/server-config';
import { app } from './rspack.config.ts';

export default [createServerConfig(app), createInlineScriptsConfig(app)];
