import { createAppConfig } from '@casino/build-config';

export default createAppConfig({
  name: 'payments',
  dir: import.meta.dirname,
  title: 'Betalinger',
  exposes: {
    './routes': './src/routes.tsx',
    './DepositDialog': './src/deposit/DepositDialog.tsx',
    './PaymentReturn': './src/return/PaymentReturn.tsx',
  },
});
