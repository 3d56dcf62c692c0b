/** Where a browser keeps its QA pins (remote -> version). */
export const pinStorageKey = 'casino.qa-pins';
/** `?pin=payments@1.2.0` (comma-separated for several); `?pin=clear` removes every pin. */
export const pinQueryParam = 'pin';
