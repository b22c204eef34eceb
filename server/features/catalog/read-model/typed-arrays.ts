type Growable = Int32Array | Uint8Array | Uint16Array | Float64Array;

/** The same array with room for at least `capacity` items (doubling, so appends stay cheap). */
export function grow<T extends Growable>(array: T, capacity: number): T {
  if (array.length >= capacity) return array;
  const grown = new (array.constructor as new (length: number) => T)(Math.max(capacity, array.length * 2));
  grown.set(array);
  return grown;
}
