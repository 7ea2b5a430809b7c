import { type ObservedStatement, observeD1 } from "../../../workers/db/observed-d1";

/** A D1 binding that counts its round trips to the database and keeps the statements they carried (see observeD1). */
export function countingD1(real: D1Database) {
  let roundTrips = 0;
  const statements: ObservedStatement[] = [];
  return {
    d1: observeD1(real, (trip) => {
      roundTrips++;
      statements.push(...trip);
    }),
    get roundTrips() {
      return roundTrips;
    },
    /** Every statement sent so far, in order. */
    statements,
  };
}
