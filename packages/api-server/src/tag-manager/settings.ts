import type { Environment } from '@casino/api-client';

/** The consent script and tag manager of spec section 2, as this server hands them to the shell. */
export interface TagManagerSettings {
  /** The tag manager script (e.g. https://www.googletagmanager.com/gtm.js?id=GTM-…); null: none. */
  tagManagerUrl: string | null;
  /** The consent script (the consent platform's loader); null: none. */
  consentScriptUrl: string | null;
  /** Serve the local stand-ins (`/stand-ins/*.js` and their event log) from this server. */
  standIns: boolean;
}

/** Where the stand-ins are served (see stand-in-tag-manager.js and stand-in-consent.js). */
export const standInPaths = {
  tagManager: '/stand-ins/tag-manager.js',
  consentScript: '/stand-ins/consent.js',
  events: '/api/stand-ins/tag-manager/events',
} as const;

/**
 * From the environment: TAG_MANAGER_URL and CONSENT_SCRIPT_URL name the real scripts ('' for none);
 * TAG_MANAGER_STAND_INS=1 or 0 turns the stand-ins on or off. Outside production the stand-ins are
 * on and used by default, so development and tests see the whole flow; production loads nothing
 * that is not configured.
 */
export function readTagManagerSettings(env: NodeJS.ProcessEnv, environment: Environment): TagManagerSettings {
  const standIns = env.TAG_MANAGER_STAND_INS ? env.TAG_MANAGER_STAND_INS === '1' : environment !== 'production';
  const configured = (value: string | undefined, standIn: string) =>
    value !== undefined ? value || null : standIns ? standIn : null;
  return {
    tagManagerUrl: configured(env.TAG_MANAGER_URL, standInPaths.tagManager),
    consentScriptUrl: configured(env.CONSENT_SCRIPT_URL, standInPaths.consentScript),
    standIns,
  };
}
