import pino from 'pino';

/** Structured JSON logs; LOG_LEVEL=silent in tests keeps output quiet. */
export const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'api-server' } });
