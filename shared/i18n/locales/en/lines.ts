// How a bought line is put into words everywhere (shared/describe-line.ts).
const lines = {
  /** All the coins to hand over, in one amount. */
  coins: "{{total}} {{coin}}",
  /** The amount to hand over first, then the packages bought: "40,000 Gold (4 × 10,000)". */
  coinsInUnits: "{{total}} {{coin}} ({{quantity}} × {{unit}})",
  items: "{{quantity}} × {{name}}",
};

export default lines;
