import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Test databases live in memory-backed /dev/shm where there is one: copying one is 20x faster there. */
export const testTempRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
