import { atom } from 'jotai';
import type { PinResolution } from '../federation/qa-pins.ts';

/** The QA pins this browser runs with, set once at startup. */
export const pinResolutionAtom = atom<Pick<PinResolution, 'active' | 'refusals'>>({ active: {}, refusals: [] });
