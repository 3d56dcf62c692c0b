/** Null, undefined and the empty string: the values spec section 5 drops when merging options. */
export type EmptyValue = null | undefined | '';

function isEmptyValue(value: unknown): value is EmptyValue {
  return value === null || value === undefined || value === '';
}

/** The merged options: every key optional, its empty values gone from the type too. */
export type MergedOptions<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/**
 * Spec section 5: merges option objects left to right, dropping empty values (null, undefined, '').
 * Later objects win, but an empty value never erases an earlier one, so
 * `mergeOptions(defaults, { limit: undefined })` keeps the default limit. 0 and false are values.
 * Shallow: nested objects are taken as they are.
 */
export function mergeOptions<T extends object>(...sources: ReadonlyArray<T | null | undefined>): MergedOptions<T> {
  const merged: Record<string, unknown> = {};
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (!isEmptyValue(value)) merged[key] = value;
    }
  }
  return merged as MergedOptions<T>;
}
