import { webPreset } from '@casino/build-config/jest';

export default webPreset(import.meta.dirname);
