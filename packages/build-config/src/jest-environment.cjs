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
    const jsdomFormData = this.global.FormData;
    for (const name of nodeGlobals) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Node's FormData (fetch bodies need it) that also reads a form, as the browser's does: React builds one
    // for a form submitted while a transition is pending (a submit that navigates).
    const NodeFormData = globalThis.FormData;
    this.global.FormData = class FormData extends NodeFormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new jsdomFormData(form, submitter ?? undefined)) this.append(name, value);
      }
    };
    // React's scheduler prefers MessageChannel; Node's real one is an open handle that keeps jest
    // alive after the run. Without it the scheduler falls back to timers.
    delete this.global.MessageChannel;
    delete this.global.MessagePort;
  }
}

module.exports = CasinoJsdomEnvironment;
