// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import about from "./pt/about";
import contact from "./pt/contact";
import policyDefaults from "./pt/policy-defaults";
import shell from "./pt-shell";

const pt: Translation = {
  ...shell,
  about,
  contact,
  policyDefaults,
};

export default pt;
