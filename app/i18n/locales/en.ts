// English texts, one file per area under ./en. Every key must exist in Portuguese too: the type
// of pt.ts makes a missing key a compile error, and tests/workers/translations.test.ts checks both ways.
import account from "./en/account";
import auth from "./en/auth";
import common from "./en/common";
import emails from "./en/emails";

const en = {
  ...common,
  account,
  auth,
  emails,
};

export type Translation = typeof en;
export default en;
