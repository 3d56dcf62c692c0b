// '@casino/api-client/requests/telemetry': what the shell's regions report (failures by remote version, web
// vitals by route). The server checks it; the shell names its types.
export * from './telemetry.ts';
