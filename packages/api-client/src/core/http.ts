import type { z } from 'zod/mini';
import { ApiError, ApiSchemaError, errorMessageFor } from './errors.ts';
import type { Logger, RequestLogDetails } from './logger.ts';
import { toSearch, type QueryParams } from './params.ts';

export interface HttpClientOptions {
  /** '' (default) is the page's own origin (spec section 7); the server passes its own base URL. */
  baseUrl?: string;
  /** Every response is timed and logged here (default: console). */
  logger?: Logger;
  fetch?: typeof fetch;
  /** Passed on as User-Agent, for calls made on the server on behalf of a browser. */
  userAgent?: string;
  /** Bearer token for every request; a request's own `token` wins. */
  token?: string | (() => string | null | undefined);
  /** The CSRF token sent as `x-csrf-token` on state-changing requests, when there is one. */
  csrfToken?: () => Promise<string | null | undefined>;
  credentials?: RequestCredentials;
}

export interface RequestOptions {
  params?: QueryParams;
  signal?: AbortSignal;
  /** No default timeout (spec section 7); a timed-out request resolves like a cancelled one. */
  timeoutMs?: number;
  token?: string;
  headers?: Record<string, string>;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  cancelled: false;
}

/** A cancelled or timed-out request: empty data, not an error (spec section 8). */
export interface CancelledResponse {
  data: null;
  status: 0;
  headers: null;
  cancelled: true;
  reason: 'aborted' | 'timeout';
}

export type HttpResult<T> = HttpResponse<T> | CancelledResponse;

type Method = 'GET' | 'POST' | 'PUT';

type Body = { json: unknown } | { form: Record<string, string> } | undefined;

/** A request with a JSON body, its answer parsed by `schema`. */
type SendJson = <S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
) => Promise<HttpResult<z.output<S>>>;

export interface HttpClient {
  readonly baseUrl: string;
  readonly logger: Logger;
  get<S extends z.ZodMiniType>(path: string, schema: S, options?: RequestOptions): Promise<HttpResult<z.output<S>>>;
  post: SendJson;
  put: SendJson;
  /** A url-encoded form POST: Auth.js's sign-in and sign-out take forms, not JSON. */
  postForm<S extends z.ZodMiniType>(
    path: string,
    form: Record<string, string>,
    schema: S,
    options?: RequestOptions,
  ): Promise<HttpResult<z.output<S>>>;
}

/** Successes and cancellations are routine; client errors and timeouts warn; the rest are faults. */
function levelOf({ outcome, status }: RequestLogDetails): keyof Logger {
  switch (outcome) {
    case 'ok':
    case 'cancelled':
      return 'debug';
    case 'timeout':
      return 'warn';
    case 'http-error':
      return status >= 500 ? 'error' : 'warn';
    default:
      return 'error';
  }
}

/** An abort from the caller or the timeout, however the runtime reports it. */
function cancellation(error: unknown, signal: AbortSignal | undefined): 'aborted' | 'timeout' | null {
  const reason: unknown = signal?.aborted ? signal.reason : error;
  // By name, not instanceof: the DOMException may come from another realm (Node's fetch under jsdom).
  const name = typeof reason === 'object' && reason !== null && 'name' in reason ? String(reason.name) : '';
  if (name === 'TimeoutError') return 'timeout';
  if (name === 'AbortError' || signal?.aborted) return 'aborted';
  return null;
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  if (signal && timeout) return AbortSignal.any([signal, timeout]);
  return signal ?? timeout;
}

function parseBody(text: string, contentType: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  if (!/[/+]json\b/i.test(contentType)) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Resolves '' to the page's origin where there is one, so relative paths also work under jsdom and workers. */
function resolveBaseUrl(baseUrl: string): string {
  if (baseUrl !== '') return baseUrl.replace(/\/+$/, '');
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : '';
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const logger = options.logger ?? console;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  function log(details: RequestLogDetails, extra: object = {}) {
    const message = `${details.method} ${details.url} ${details.status || details.outcome} ${details.durationMs} ms`;
    logger[levelOf(details)](message, { ...details, ...extra });
  }

  async function headersFor(method: Method, body: Body, requestOptions: RequestOptions) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body && 'json' in body) headers['content-type'] = 'application/json';
    if (body && 'form' in body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const token = requestOptions.token ?? (typeof options.token === 'function' ? options.token() : options.token);
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    if (method !== 'GET' && options.csrfToken) {
      const csrf = await options.csrfToken();
      if (csrf) headers['x-csrf-token'] = csrf;
    }
    return { ...headers, ...requestOptions.headers };
  }

  async function request<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    body: Body,
    schema: S,
    requestOptions: RequestOptions = {},
  ): Promise<HttpResult<z.output<S>>> {
    const url = `${path}${toSearch(requestOptions.params)}`;
    const signal = combineSignals(requestOptions.signal, requestOptions.timeoutMs);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const failure = (status: number, data: unknown, code: string, message: string, cause?: unknown) =>
      new ApiError(message, { status, data, code, method, path, cause });

    let response: Response;
    let text: string;
    try {
      const init: RequestInit = {
        method,
        headers: await headersFor(method, body, requestOptions),
        signal: signal ?? null,
        credentials: options.credentials ?? 'same-origin',
      };
      if (body && 'json' in body) init.body = JSON.stringify(body.json);
      if (body && 'form' in body) init.body = new URLSearchParams(body.form).toString();
      response = await doFetch(`${resolveBaseUrl(baseUrl)}${url}`, init);
      text = await response.text();
    } catch (error) {
      const reason = cancellation(error, signal);
      if (reason) {
        log({ method, url, status: 0, durationMs: elapsed(), outcome: reason === 'timeout' ? 'timeout' : 'cancelled' });
        return { data: null, status: 0, headers: null, cancelled: true, reason };
      }
      log({ method, url, status: 0, durationMs: elapsed(), outcome: 'network-error' }, { error });
      throw failure(0, null, 'ERR_NETWORK', errorMessageFor(null, '', method, path), error);
    }

    const parsed = parseBody(text, response.headers.get('content-type') ?? '');
    const data = parsed.ok ? parsed.value : text;
    const status = response.status;

    if (!response.ok) {
      log({ method, url, status, durationMs: elapsed(), outcome: 'http-error' });
      const serverCode =
        data !== null && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'string'
          ? (data as { code: string }).code
          : null;
      const code = serverCode ?? (status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST');
      throw failure(status, data, code, errorMessageFor(data, response.statusText, method, path));
    }

    const result = parsed.ok ? schema.safeParse(data) : null;
    if (!result?.success) {
      const issues = result?.error.issues ?? [
        { code: 'custom' as const, path: [], message: 'response body is not valid JSON', input: text },
      ];
      const summary = issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      log({ method, url, status, durationMs: elapsed(), outcome: 'schema-error' }, { issues });
      throw new ApiSchemaError(`Unexpected response from ${method} ${path}: ${summary}`, {
        status,
        data,
        method,
        path,
        issues,
      });
    }

    log({ method, url, status, durationMs: elapsed(), outcome: 'ok' });
    return { data: result.data, status, headers: response.headers, cancelled: false };
  }

  return {
    baseUrl,
    logger,
    get: (path, schema, requestOptions) => request('GET', path, undefined, schema, requestOptions),
    post: (path, body, schema, requestOptions) =>
      request('POST', path, body === undefined ? undefined : { json: body }, schema, requestOptions),
    put: (path, body, schema, requestOptions) =>
      request('PUT', path, body === undefined ? undefined : { json: body }, schema, requestOptions),
    postForm: (path, form, schema, requestOptions) => request('POST', path, { form }, schema, requestOptions),
  };
}
