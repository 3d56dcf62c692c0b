// jsdom lacks fetch, streams, TextEncoder and BroadcastChannel; copy Node's (TOOLCHAIN.md).
const { TestEnvironment } = require('jest-environment-jsdom');

const nodeGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'MessageChannel',
  'MessagePort',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
  'WebSocket',
  'CompressionStream',
  'DecompressionStream',
  'performance',
];

class CasinoJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, customExportConditions: [''] },
        },
      },
      context,
    );
    for (const name of nodeGlobals) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // React's scheduler prefers MessageChannel; Node's real one is an open handle that keeps jest
    // alive after the run. Without it the scheduler falls back to timers.
    delete this.global.MessageChannel;
    delete this.global.MessagePort;
  }
}

module.exports = CasinoJsdomEnvironment;
