export * from './content-security-policy.ts';
export * from './layout.ts';
export * from './publish.ts';
export * from './registry-store.ts';
export * from './registry-response.ts';
export * from './static-site.ts';
export * from './serve-folder.ts';
export * from './sync.ts';
