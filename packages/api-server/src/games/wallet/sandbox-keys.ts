import { readFileSync } from 'node:fs';

// The sandbox's two key pairs, for development, demos and tests only: the sandbox aggregator signs its calls
// with its private key, the site answers with the operator's. They are public in this repository, so a site that
// may run no sandbox refuses them (providers/settings.ts); a real contract exchanges keys of its own.

const pem = (name: string) => readFileSync(new URL(`./sandbox-keys/${name}.pem`, import.meta.url), 'utf8');

export const sandboxWalletKeys = {
  aggregatorPrivateKey: pem('aggregator-private'),
  aggregatorPublicKey: pem('aggregator-public'),
  operatorPrivateKey: pem('operator-private'),
  operatorPublicKey: pem('operator-public'),
};
