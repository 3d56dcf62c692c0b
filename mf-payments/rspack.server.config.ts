import { createServerConfig } from '@casino/build-config/server-config';
import { app } from './rspack.config.ts';

export default createServerConfig(app);
