import { observeD1 } from "../../../workers/db/observed-d1";

/** A D1 binding that counts its round trips to the database (see observeD1). */
export function countingD1(real: D1Database) {
  let roundTrips = 0;
  return {
    d1: observeD1(real, () => {
      roundTrips++;
    }),
    get roundTrips() {
      return roundTrips;
    },
  };
}
