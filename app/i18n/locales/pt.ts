// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import about from "./pt/about";
import catalogue from "./pt/catalogue";
import common from "./pt/common";
import contact from "./pt/contact";

const pt: Translation = {
  ...common,
  catalogue,
  about,
  contact,
};

export default pt;
