import type en from "../en/lines";

const lines: typeof en = {
  coins: "{{total}} {{coin}}",
  coinsInUnits: "{{total}} {{coin}} ({{quantity}} × {{unit}})",
  items: "{{quantity}} × {{name}}",
};

export default lines;
