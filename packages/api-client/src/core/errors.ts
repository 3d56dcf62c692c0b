import type { z } from 'zod/mini';

export interface ApiErrorDetails {
  status: number;
  data: unknown;
  code: string;
  method: string;
  path: string;
  cause?: unknown;
}

/**
 * A failed request (spec section 8): the message is the server's `error` field, else the status
 * text, else a generic message naming the request; status, data and code travel with it.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly data: unknown;
  /** The server's `code` field, else ERR_BAD_REQUEST (4xx), ERR_BAD_RESPONSE (5xx), ERR_NETWORK or ERR_SCHEMA. */
  readonly code: string;
  readonly method: string;
  readonly path: string;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.data = details.data;
    this.code = details.code;
    this.method = details.method;
    this.path = details.path;
  }
}

/** A response that does not match its schema: a server bug, reported instead of reaching a component. */
export class ApiSchemaError extends ApiError {
  override name = 'ApiSchemaError';
  readonly issues: z.core.$ZodIssue[];

  constructor(message: string, details: Omit<ApiErrorDetails, 'code'> & { issues: z.core.$ZodIssue[] }) {
    super(message, { ...details, code: 'ERR_SCHEMA' });
    this.issues = details.issues;
  }
}

/** By name as well as class, so an error from another bundled copy is still recognised. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && (error.name === 'ApiError' || error.name === 'ApiSchemaError'))
  );
}

export function isApiSchemaError(error: unknown): error is ApiSchemaError {
  return error instanceof ApiSchemaError || (error instanceof Error && error.name === 'ApiSchemaError');
}

/** The message precedence of spec section 8. */
export function errorMessageFor(data: unknown, statusText: string, method: string, path: string): string {
  if (data !== null && typeof data === 'object' && 'error' in data) {
    const serverError = (data as { error: unknown }).error;
    if (typeof serverError === 'string' && serverError.trim() !== '') return serverError;
  }
  if (statusText.trim() !== '') return statusText;
  return `Request failed: ${method} ${path}`;
}
