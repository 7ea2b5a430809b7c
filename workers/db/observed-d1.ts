/** A statement as it reached the database: its SQL and bound values. */
export interface ObservedStatement {
  sql: string;
  params: unknown[];
}

/**
 * How long one round trip kept the database busy, in ms. `d1` is the execution time D1 reports in
 * the result's meta (all, run, each result of a batch, exec); `first` and `raw` return no meta, so
 * theirs is `wall`: the time from the call to its answer, which includes the trip itself.
 */
export interface RoundTripTiming {
  durationMs: number;
  source: "d1" | "wall";
  /** The rows the database read for the trip, from the same meta; unknown without it (`first`, `raw`, `exec`). */
  rowsRead?: number;
}

type Meta = { duration?: unknown; rows_read?: unknown };
const metaOf = (result: unknown): Meta | undefined => (result as { meta?: Meta } | null | undefined)?.meta;
const reportedDuration = (result: unknown): number | undefined => {
  const duration = metaOf(result)?.duration;
  return typeof duration === "number" ? duration : undefined;
};
const reportedRows = (results: unknown[]): number | undefined => {
  const rows = results.map((result) => metaOf(result)?.rows_read);
  return rows.every((count) => typeof count === "number") ? (rows as number[]).reduce((a, b) => a + b, 0) : undefined;
};

/**
 * Wraps a D1 binding or session and reports every round trip to the database with the statements it carried
 * (the binding's sessions included):
 * a statement run on its own (all, first, run, raw) is one trip, a whole batch is one, an exec is one.
 * `onTiming`, when given, hears each trip's duration once it settles successfully, before the caller gets the answer, untouched.
 * Bench mode counts the trips and their time of each request with it; tests count them and explain their plans.
 */
export function observeD1<Connection extends D1Database | D1DatabaseSession>(
  real: Connection,
  onRoundTrip: (statements: ObservedStatement[]) => void,
  onTiming?: (timing: RoundTripTiming, statements: ObservedStatement[]) => void | Promise<void>,
): Connection {
  const observed = new WeakMap<object, { statement: D1PreparedStatement; sql: string; params: unknown[] }>();

  /**
   * Calls `run` and, when someone listens, reports the timing of `statements` from the answer
   * (`fromAnswer`, and the rows read from its results' meta) or the wall clock.
   */
  const timed = <T>(
    run: () => Promise<T>,
    fromAnswer: (answer: T) => number | undefined,
    statements: ObservedStatement[],
    results: (answer: T) => unknown[] = (answer) => [answer],
  ): Promise<T> => {
    if (!onTiming) return run();
    const started = performance.now();
    // The caller gets its answer once the listener is done with it (bench mode may read the rows
    // again, within this request), and its failure as it came.
    return run().then(async (value) => {
      const reported = fromAnswer(value);
      const rowsRead = reportedRows(results(value));
      await onTiming(
        reported === undefined
          ? { durationMs: performance.now() - started, source: "wall", rowsRead }
          : { durationMs: reported, source: "d1", rowsRead },
        statements,
      );
      return value;
    });
  };

  const wrapStatement = (statement: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...values: unknown[]) => wrapStatement(target.bind(...values), sql, values);
        }
        if (property === "all" || property === "first" || property === "run" || property === "raw") {
          const statements = [{ sql, params }];
          onRoundTrip(statements);
          const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => timed(() => method.apply(target, args), reportedDuration, statements);
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
        return (from?: string) => observeD1(target.withSession(from), onRoundTrip, onTiming);
      }
      if (property === "prepare") return (sql: string) => wrapStatement(target.prepare(sql), sql, []);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const originals = statements.map((statement) => observed.get(statement));
          const carried = originals.map((original) => ({ sql: original?.sql ?? "", params: original?.params ?? [] }));
          onRoundTrip(carried);
          return timed(
            () => target.batch(statements.map((statement, index) => originals[index]?.statement ?? statement)),
            (results) => {
              const durations = results.map(reportedDuration);
              if (durations.some((duration) => duration === undefined)) return undefined;
              return durations.reduce<number>((sum, duration) => sum + (duration ?? 0), 0);
            },
            carried,
            (results) => results,
          );
        };
      }
      if (property === "exec" && "exec" in target) {
        return (sql: string) => {
          const statements = [{ sql, params: [] }];
          onRoundTrip(statements);
          return timed(
            () => target.exec(sql),
            (result) => (typeof result?.duration === "number" ? result.duration : undefined),
            statements,
            () => [undefined],
          );
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
