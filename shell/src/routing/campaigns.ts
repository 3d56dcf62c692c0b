import type { ThemeCampaign } from '@casino/platform';

/**
 * The marketing campaigns with a seasonal theme (spec sections 3 and 4), in one place. A campaign
 * is active while now lies inside its dates (whole Danish days), or always when a date is missing.
 */
export const themeCampaigns: readonly ThemeCampaign[] = [
  { theme: 'halloween', from: '2026-10-24', to: '2026-10-31' },
  { theme: 'winter', from: '2026-12-01', to: '2027-01-06' },
];
