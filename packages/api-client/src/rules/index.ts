// '@casino/api-client/rules': what the requests and the answers both follow (input bounds, the slug rule, the lists'
// defaults, the spending levels). An entry below both: the requests entry reaches these without the main entry,
// which names the requests' types.
export * from './input-limits.ts';
export * from './slug.ts';
export * from './list-defaults.ts';
export * from './spending-levels.ts';
