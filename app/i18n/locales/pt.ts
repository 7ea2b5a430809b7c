// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import common from "./pt/common";

const pt: Translation = {
  ...common,
};

export default pt;
