// A small closed-loop HTTP load generator for loopback benchmarks (autocannon is not installed): `connections`
// keep-alive sockets, each sending its next request as soon as the last answer is read in full, for a fixed time.
import http from 'node:http';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** An answer slower than this counts as an error (a timeout). */
  timeoutMs?: number;
  /** POSTs instead of GETs of `url`: each request's address and JSON body, made anew for each (an id of its own). */
  post?: () => { url: string; body: string };
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Network errors, timeouts and answers other than 2xx/304. */
  errors: number;
  /** The errors by kind (`503`, `ECONNRESET`, `timeout`), so a report says what failed. */
  errorKinds: Record<string, number>;
  /** Body bytes received per answer, on average (compressed when the server compressed). */
  meanBodyBytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** One answer: its bytes, and what went wrong when it is not a success (a status or an error's code). */
function once(agent: http.Agent, options: LoadOptions): Promise<{ failure?: string; bytes: number }> {
  return new Promise((resolve) => {
    const { url, body } = options.post?.() ?? { url: options.url, body: undefined };
    const method = body === undefined ? 'GET' : 'POST';
    const headers = body === undefined ? options.headers : { ...options.headers, 'content-type': 'application/json' };
    const request = http.request(url, { agent, headers, method }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ failure: (status >= 200 && status < 300) || status === 304 ? undefined : String(status), bytes });
      });
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code ?? error.message, bytes }));
    });
    request.setTimeout(options.timeoutMs ?? 10_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code ?? error.message, bytes: 0 }));
    request.end(body);
  });
}

/** Runs the load and answers requests/s, p50, p99 and errors; bounded by `durationMs` (plus one timeout at most). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  let bytes = 0;
  const start = performance.now();
  const deadline = start + options.durationMs;
  const connection = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const answer = await once(agent, options);
      latencies.push(performance.now() - sent);
      bytes += answer.bytes;
      if (answer.failure !== undefined) {
        errors += 1;
        errorKinds[answer.failure] = (errorKinds[answer.failure] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsedMs = performance.now() - start;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: (latencies.length * 1000) / elapsedMs,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
    errorKinds,
    meanBodyBytes: latencies.length ? bytes / latencies.length : 0,
  };
}
