import { nodePreset } from '@casino/build-config/jest';

export default nodePreset(import.meta.dirname);
