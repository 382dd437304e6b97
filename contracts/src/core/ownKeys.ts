/**
 * A plain object read by a key that came from outside (a path or query parameter,
 * a body key, or an id a client once chose) must never find what every object inherits:
 * `record['constructor']` is a function and `record['__proto__']` the prototype, not "none".
 */
export const ownValue = <T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined =>
  record != null && Object.hasOwn(record, key) ? record[key] : undefined;

/** Whether the record holds the key itself (not through its prototype). */
export const hasOwnKey = (record: object | null | undefined, key: string): boolean => record != null && Object.hasOwn(record, key);

/**
 * Sets an own property by an outside key: an assignment `record['__proto__'] = value` would replace
 * the prototype (or be ignored) instead of storing the value.
 */
export const setOwn = <T>(record: Record<string, T>, key: string, value: T): void => {
  // Only `__proto__` is an accessor of Object.prototype; any other key is stored by a plain (fast) assignment.
  if (key === '__proto__') Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else record[key] = value;
};
