import { nodePreset } from './src/jest-preset.ts';

export default nodePreset(import.meta.dirname);
