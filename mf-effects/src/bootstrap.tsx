import { mountStandalone } from '@casino/standalone';
import ThemeEffects from './ThemeEffects.tsx';

mountStandalone({ name: __APP_NAME__, widget: <ThemeEffects theme="winter" /> });
