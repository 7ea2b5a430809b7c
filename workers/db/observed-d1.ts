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
}

const reportedDuration = (result: unknown): number | undefined => {
  const meta = (result as { meta?: { duration?: unknown } } | null | undefined)?.meta;
  return typeof meta?.duration === "number" ? meta.duration : undefined;
};

/**
 * Wraps a D1 binding or session and reports every round trip to the database with the statements it carried
 * (the binding's sessions included):
 * a statement run on its own (all, first, run, raw) is one trip, a whole batch is one, an exec is one.
 * `onTiming`, when given, hears each trip's duration once it settles successfully; the answers callers get are untouched.
 * Bench mode counts the trips and their time of each request with it; tests count them and explain their plans.
 */
export function observeD1<Connection extends D1Database | D1DatabaseSession>(
  real: Connection,
  onRoundTrip: (statements: ObservedStatement[]) => void,
  onTiming?: (timing: RoundTripTiming) => void,
): Connection {
  const observed = new WeakMap<object, { statement: D1PreparedStatement; sql: string; params: unknown[] }>();

  /** Calls `run` and, when someone listens, reports its timing from the answer (`fromAnswer`) or the wall clock. */
  const timed = <T>(run: () => Promise<T>, fromAnswer: (answer: T) => number | undefined): Promise<T> => {
    if (!onTiming) return run();
    const started = performance.now();
    const answer = run();
    answer.then(
      (value) => {
        const reported = fromAnswer(value);
        onTiming(
          reported === undefined
            ? { durationMs: performance.now() - started, source: "wall" }
            : { durationMs: reported, source: "d1" },
        );
      },
      () => {},
    );
    return answer;
  };

  const wrapStatement = (statement: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...values: unknown[]) => wrapStatement(target.bind(...values), sql, values);
        }
        if (property === "all" || property === "first" || property === "run" || property === "raw") {
          onRoundTrip([{ sql, params }]);
          const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => timed(() => method.apply(target, args), reportedDuration);
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
          onRoundTrip(originals.map((original) => ({ sql: original?.sql ?? "", params: original?.params ?? [] })));
          return timed(
            () => target.batch(statements.map((statement, index) => originals[index]?.statement ?? statement)),
            (results) => {
              const durations = results.map(reportedDuration);
              if (durations.some((duration) => duration === undefined)) return undefined;
              return durations.reduce<number>((sum, duration) => sum + (duration ?? 0), 0);
            },
          );
        };
      }
      if (property === "exec" && "exec" in target) {
        return (sql: string) => {
          onRoundTrip([{ sql, params: [] }]);
          return timed(
            () => target.exec(sql),
            (result) => (typeof result?.duration === "number" ? result.duration : undefined),
          );
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
