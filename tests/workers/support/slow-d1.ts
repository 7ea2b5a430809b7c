// A D1 binding whose every round trip takes `ms` longer: an answer that waits on the database shows
// it in its time, so a test can tell which answers wait on a lookup and which do not.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function slowD1(real: D1Database, ms: number): D1Database {
  const targets = new WeakMap<object, object>();
  const unwrap = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(unwrap) : (value && typeof value === "object" && targets.get(value)) || value;
  const wrap = <T extends object>(target: T): T => {
    const proxy = new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result = value.apply(object, args.map(unwrap));
          if (result instanceof Promise) {
            return result.then(async (answer) => {
              await sleep(ms);
              return answer;
            });
          }
          return result && typeof result === "object" ? wrap(result) : result;
        };
      },
    });
    targets.set(proxy, target);
    return proxy;
  };
  return wrap(real);
}
