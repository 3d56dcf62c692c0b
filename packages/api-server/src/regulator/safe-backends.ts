import type { SafeSettings } from './settings.ts';
import { folderSafeStorage, type SafeStorage } from './safe-storage.ts';
import { s3SafeStorage } from './s3-safe-storage.ts';
import { sandboxTamperTokenService, type TamperTokenService } from './tamper-token.ts';

/** SAFE as the settings name it: a folder, or the object store. */
export function safeStorageOf(settings: SafeSettings['storage']): SafeStorage {
  return settings.kind === 's3' ? s3SafeStorage(settings) : folderSafeStorage(settings.dir);
}

/** The TamperToken service as the settings name it. */
export function tamperTokenServiceOf(settings: SafeSettings['tamperToken']): TamperTokenService {
  if (settings.kind === 'service') {
    const unbuilt = () => Promise.reject(new Error('The TamperToken service adapter is not built yet'));
    return { kind: 'service', open: unbuilt, close: unbuilt };
  }
  return sandboxTamperTokenService(settings.key);
}
