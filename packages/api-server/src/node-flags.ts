/**
 * The flags the site's Node process runs with (`npm start`, the bench, the tests' second server).
 *
 * V8 sizes the young generation by the machine's memory: on a 24 GiB machine it takes 128 MB, committed
 * after the first burst of work and rarely given back, which doubled the server's resident memory. At
 * 32 MB (16 MB semi-spaces) the bench measured no change in requests per second (decision 0054).
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];
