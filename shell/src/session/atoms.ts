import { atom } from 'jotai';

/** Server time minus device time, from the last session response (see server-time.ts). */
export const serverTimeOffsetAtom = atom(0);
