import type { SafeSettings } from './settings.ts';
import { folderSafeStorage, type SafeStorage } from './safe-storage.ts';
import { s3SafeStorage } from './s3-safe-storage.ts';
import type { TamperTokenService } from './tamper-token.ts';
import { httpTamperTokenService } from './tamper-token-client.ts';

/** SAFE as the settings name it: a folder, or the object store. */
export function safeStorageOf(settings: SafeSettings['storage']): SafeStorage {
  return settings.kind === 's3' ? s3SafeStorage(settings) : folderSafeStorage(settings.dir);
}

/** The TamperToken service as the settings name it: the authority's, or the sandbox's process once it runs. */
export function tamperTokenServiceOf(settings: SafeSettings['tamperToken']): TamperTokenService {
  if (!settings.url) throw new Error('The sandbox TamperToken service is not running (startServer starts it)');
  return httpTamperTokenService(settings.url, settings.kind);
}
