import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';

// Tests run as ESM, where jest does not inject its global; give every test file `jest.fn()` & co.
Object.assign(globalThis, { jest });
