import { createAppConfig, type AppOptions } from '@casino/build-config';

/** The app's options, also for the e2e builds of it as another release. */
export const app: AppOptions = {
  name: 'payments',
  dir: import.meta.dirname,
  title: 'Betalinger',
  exposes: {
    './routes': './src/routes.tsx',
    './DepositDialog': './src/deposit/DepositDialog.tsx',
    './PaymentReturn': './src/return/PaymentReturn.tsx',
  },
};

export default createAppConfig(app);
