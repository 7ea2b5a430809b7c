/** A statement as it reached the database: its SQL and bound values. */
export interface ObservedStatement {
  sql: string;
  params: unknown[];
}

/**
 * Wraps a D1 binding or session and reports every round trip to the database with the statements it carried
 * (the binding's sessions included):
 * a statement run on its own (all, first, run, raw) is one trip, a whole batch is one, an exec is one.
 * Bench mode counts the trips of each request with it; tests count them and explain their plans.
 */
export function observeD1<Connection extends D1Database | D1DatabaseSession>(
  real: Connection,
  onRoundTrip: (statements: ObservedStatement[]) => void,
): Connection {
  const observed = new WeakMap<object, { statement: D1PreparedStatement; sql: string; params: unknown[] }>();

  const wrapStatement = (statement: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...values: unknown[]) => wrapStatement(target.bind(...values), sql, values);
        }
        if (property === "all" || property === "first" || property === "run" || property === "raw") {
          onRoundTrip([{ sql, params }]);
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    observed.set(wrapped, { statement, sql, params });
    return wrapped;
  };

  return new Proxy(real, {
    get(target, property) {
      // A session opened from an observed binding is observed too.
      if (property === "withSession" && "withSession" in target) {
        return (from?: string) => observeD1(target.withSession(from), onRoundTrip);
      }
      if (property === "prepare") return (sql: string) => wrapStatement(target.prepare(sql), sql, []);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const originals = statements.map((statement) => observed.get(statement));
          onRoundTrip(originals.map((original) => ({ sql: original?.sql ?? "", params: original?.params ?? [] })));
          return target.batch(statements.map((statement, index) => originals[index]?.statement ?? statement));
        };
      }
      if (property === "exec" && "exec" in target) {
        return (sql: string) => {
          onRoundTrip([{ sql, params: [] }]);
          return target.exec(sql);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
