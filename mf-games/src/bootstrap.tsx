import { mountStandalone } from '@casino/standalone';
import { routes } from './routes.tsx';

mountStandalone({ name: __APP_NAME__, routes });
