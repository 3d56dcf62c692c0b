type ParamValue = string | number | boolean;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[] | null | undefined>;

/** An empty value: null, undefined or '' (spec section 5). */
function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The params without empty values, so `?slug=` never reaches the server. */
export function compactParams<T extends QueryParams>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => !isEmpty(value))) as Partial<T>;
}

/** Later objects win, but an empty value never overrides (spec section 5: empty values are dropped). */
export function mergeParams<T extends QueryParams>(...sources: Array<Partial<T> | undefined>): Partial<T> {
  return Object.assign({}, ...sources.map((source) => compactParams(source ?? {}))) as Partial<T>;
}

/** `?a=1&b=x&b=y` from params; arrays repeat their key. */
export function toSearch(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(compactParams(params ?? {}))) {
    const values: readonly ParamValue[] = Array.isArray(value) ? value : [value as ParamValue];
    for (const item of values) if (!isEmpty(item)) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
