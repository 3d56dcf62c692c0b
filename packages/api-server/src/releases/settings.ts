import { z } from 'zod';

/**
 * The thresholds of safe releases, one place: when a canary counts as failing, how much a browser
 * may report, who may read the counts. From the environment, validated at start.
 */
const releaseSettingsSchema = z.object({
  /** A canary is ended once its error rate (errors per page view) exceeds the stable one's by this much. */
  CANARY_ERROR_MARGIN: z.coerce.number().min(0).max(1).default(0.02),
  /** ...and only after its cohort has seen this many page views: a few early errors decide nothing. */
  CANARY_MIN_PAGE_VIEWS: z.coerce.number().int().positive().default(200),
  /** ...and only once that many distinct browsers (signed cohort cookies) reported its failures... */
  CANARY_MIN_FAILING_COHORTS: z.coerce.number().int().positive().default(5),
  /** ...from that many distinct client addresses: one machine with many cookies decides nothing either. */
  CANARY_MIN_FAILING_ADDRESSES: z.coerce.number().int().positive().default(3),
  /** Telemetry events one browser may send a minute; more are dropped, so no browser sways the rates. */
  TELEMETRY_EVENTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Telemetry events one client address may send a minute (many players may share one, behind a NAT). */
  TELEMETRY_EVENTS_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().positive().default(600),
  /** Bearer token for /metrics and the release status; production serves neither without one. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export interface ReleaseSettings {
  errorMargin: number;
  minPageViews: number;
  minFailingCohorts: number;
  minFailingAddresses: number;
  telemetryEventsPerMinute: number;
  telemetryEventsPerMinutePerAddress: number;
  metricsToken: string | undefined;
}

export const defaultReleaseSettings: ReleaseSettings = readReleaseSettings({}).settings!;

/** The settings, or the problems naming each variable to change. */
export function readReleaseSettings(env: NodeJS.ProcessEnv): { settings?: ReleaseSettings; problems: string[] } {
  const parsed = releaseSettingsSchema.safeParse(env);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  }
  const data = parsed.data;
  return {
    settings: {
      errorMargin: data.CANARY_ERROR_MARGIN,
      minPageViews: data.CANARY_MIN_PAGE_VIEWS,
      minFailingCohorts: data.CANARY_MIN_FAILING_COHORTS,
      minFailingAddresses: data.CANARY_MIN_FAILING_ADDRESSES,
      telemetryEventsPerMinute: data.TELEMETRY_EVENTS_PER_MINUTE,
      telemetryEventsPerMinutePerAddress: data.TELEMETRY_EVENTS_PER_MINUTE_PER_ADDRESS,
      metricsToken: data.METRICS_TOKEN,
    },
    problems: [],
  };
}
