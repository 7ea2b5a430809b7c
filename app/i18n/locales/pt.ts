// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import common from "./pt/common";
import shopping from "./pt/shopping";

const pt: Translation = {
  ...common,
  ...shopping,
};

export default pt;
