import { getApiClient } from '../client.ts';
import type { HttpClient, RequestOptions } from '../http.ts';
import type { QueryParams } from '../params.ts';

/** What every call takes besides its input: the client (default: the shared one), cancellation, timeout. */
export interface CallOptions {
  client?: HttpClient;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function clientOf(options: CallOptions | undefined): HttpClient {
  return options?.client ?? getApiClient();
}

export function requestOptions(
  options: CallOptions | undefined,
  params?: QueryParams,
  headers?: Record<string, string>,
): RequestOptions {
  const request: RequestOptions = {};
  if (headers) request.headers = headers;
  if (options?.signal) request.signal = options.signal;
  if (options?.timeoutMs !== undefined) request.timeoutMs = options.timeoutMs;
  if (params) request.params = params;
  return request;
}
