// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import account from "./pt/account";
import auth from "./pt/auth";
import common from "./pt/common";
import emails from "./pt/emails";

const pt: Translation = {
  ...common,
  account,
  auth,
  emails,
};

export default pt;
