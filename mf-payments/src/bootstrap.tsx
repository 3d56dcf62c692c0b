import { mountStandalone } from '@casino/standalone';
import DepositDialog from './deposit/DepositDialog.tsx';
import { routes } from './routes.tsx';

mountStandalone({ name: __APP_NAME__, routes, widget: <DepositDialog open onClose={() => {}} /> });
