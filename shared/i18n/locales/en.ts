// English texts, one file per area under ./en. Every key must exist in Portuguese too: the type
// of pt.ts makes a missing key a compile error, and tests/workers/translations.test.ts checks both ways.
import about from "./en/about";
import contact from "./en/contact";
import policyDefaults from "./en/policy-defaults";
import shell from "./en-shell";

const en = {
  ...shell,
  about,
  contact,
  policyDefaults,
};

export type Translation = typeof en;
export default en;
