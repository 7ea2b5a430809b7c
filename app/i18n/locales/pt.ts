// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import about from "./pt/about";
import catalogue from "./pt/catalogue";
import chat from "./pt/chat";
import common from "./pt/common";
import contact from "./pt/contact";
import shopping from "./pt/shopping";

const pt: Translation = {
  ...common,
  ...shopping,
  ...chat,
  catalogue,
  about,
  contact,
};

export default pt;
