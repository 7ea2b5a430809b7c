// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import chat from "./pt/chat";
import common from "./pt/common";
import shopping from "./pt/shopping";

const pt: Translation = {
  ...common,
  ...shopping,
  ...chat,
};

export default pt;
