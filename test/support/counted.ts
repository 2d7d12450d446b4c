/**
 * An array that counts every element read through it: how often code walks a
 * list, measured as reads rather than time, so a test of linear growth holds
 * whatever the machine's load.
 */
export function counted<T>(items: T[]): { list: T[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy(items, {
    get(target, property, receiver) {
      if (typeof property === "string" && /^\d+$/.test(property)) reads++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { list, reads: () => reads };
}
