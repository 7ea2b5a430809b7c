// English texts, one file per area under ./en. Every key must exist in Portuguese too: the type
// of pt.ts makes a missing key a compile error, and tests/workers/translations.test.ts checks both ways.
import about from "./en/about";
import account from "./en/account";
import admin from "./en/admin";
import auth from "./en/auth";
import catalogue from "./en/catalogue";
import chat from "./en/chat";
import common from "./en/common";
import contact from "./en/contact";
import emails from "./en/emails";
import shopping from "./en/shopping";

const en = {
  ...common,
  ...shopping,
  ...chat,
  catalogue,
  about,
  admin,
  contact,
  account,
  auth,
  emails,
};

export type Translation = typeof en;
export default en;
