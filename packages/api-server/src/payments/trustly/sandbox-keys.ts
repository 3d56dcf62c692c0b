import { readFileSync } from 'node:fs';

// The sandbox Trustly's two key pairs, for development, demos and tests only: the site signs its calls with the
// merchant's private key, the sandbox Trustly its answers and notifications with its own. They are public in this
// repository, so a site that may run no sandbox refuses them (providers/settings.ts); a real contract has keys
// of its own (our public key sent to Trustly, Trustly's published public key set).

const pem = (name: string) => readFileSync(new URL(`./sandbox-keys/${name}.pem`, import.meta.url), 'utf8');

export const sandboxTrustlyKeys = {
  merchantPrivateKey: pem('merchant-private'),
  merchantPublicKey: pem('merchant-public'),
  trustlyPrivateKey: pem('trustly-private'),
  trustlyPublicKey: pem('trustly-public'),
};
