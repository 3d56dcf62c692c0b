/**
 * The flags the site's Node process runs with (`npm start`, the bench, the tests' second server).
 *
 * V8 sizes the young generation by the machine's memory: on a 24 GiB machine it takes 128 MB, committed
 * after the first burst of work and rarely given back, which doubled the server's resident memory. At
 * 32 MB (16 MB semi-spaces) the bench measured no change in requests per second (decision 0054).
 *
 * After a full collection V8 lets the old generation grow up to four times what survived before the next
 * one: under load the server's 50-65 MB of live objects became 180 MB of heap, kept committed. Growing by
 * half at most held the memory after the load bench at about 290 MB instead of 360-470 MB, at the same CPU
 * per request (decision 0054).
 */
export const serverNodeFlags = ['--max-semi-space-size=16', '--heap-growing-percent=50'];
