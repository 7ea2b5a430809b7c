/**
 * The real D1 binding, recording where each session it opens starts (a constraint or a bookmark)
 * and counting statements sent on the bare binding, outside any session.
 */
export function sessionRecordingD1(real: D1Database) {
  const starts: Array<string | undefined> = [];
  let outsideSessions = 0;
  const d1 = new Proxy(real, {
    get(target, property) {
      if (property === "withSession") {
        return (from?: string) => {
          starts.push(from);
          return target.withSession(from);
        };
      }
      if (property === "prepare" || property === "batch" || property === "exec") outsideSessions++;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    d1,
    starts,
    get outsideSessions() {
      return outsideSessions;
    },
  };
}
