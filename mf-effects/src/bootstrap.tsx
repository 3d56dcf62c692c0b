import { mountStandalone } from '@casino/standalone';
import ThemeEffects from './ThemeEffects.tsx';

// The dev page shows winter, or halloween with ?theme=halloween.
const theme = new URLSearchParams(location.search).get('theme') === 'halloween' ? 'halloween' : 'winter';
mountStandalone({ name: __APP_NAME__, widget: <ThemeEffects theme={theme} /> });
