/**
 * Wraps a D1 binding and counts round trips to the database: each statement run on its own
 * (all, first, run, raw) is one, and a whole batch is one.
 */
export function countingD1(real: D1Database) {
  let roundTrips = 0;
  const originals = new WeakMap<object, D1PreparedStatement>();

  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...values: unknown[]) => wrapStatement(target.bind(...values));
        }
        if (property === "all" || property === "first" || property === "run" || property === "raw") {
          roundTrips++;
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(wrapped, statement);
    return wrapped;
  };

  const d1 = new Proxy(real, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          roundTrips++;
          return target.batch(statements.map((statement) => originals.get(statement) ?? statement));
        };
      }
      if (property === "exec") roundTrips++;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

  return {
    d1,
    get roundTrips() {
      return roundTrips;
    },
    reset() {
      roundTrips = 0;
    },
  };
}
