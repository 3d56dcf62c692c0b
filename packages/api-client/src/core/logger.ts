/**
 * Where the API client writes its logs. `console` fits as is; on the server wrap pino
 * (`{ info: (message, details) => log.info(details, message), ... }`).
 */
export interface Logger {
  debug(message: string, details?: object): void;
  info(message: string, details?: object): void;
  warn(message: string, details?: object): void;
  error(message: string, details?: object): void;
}

/** How one request ended, as the HTTP helper logs it. */
export type RequestOutcome = 'ok' | 'cancelled' | 'timeout' | 'http-error' | 'network-error' | 'schema-error';

export interface RequestLogDetails {
  method: string;
  /** Path and query, without the base URL. */
  url: string;
  status: number;
  durationMs: number;
  outcome: RequestOutcome;
}
