import { mountStandalone } from '@casino/standalone';
import ChatWidget from './chat/ChatWidget.tsx';
import { routes } from './routes.tsx';

mountStandalone({ name: __APP_NAME__, routes: [...routes, { path: '/', element: <ChatWidget /> }] });
