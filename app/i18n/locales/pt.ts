// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import about from "./pt/about";
import account from "./pt/account";
import admin from "./pt/admin";
import auth from "./pt/auth";
import catalogue from "./pt/catalogue";
import chat from "./pt/chat";
import common from "./pt/common";
import contact from "./pt/contact";
import emails from "./pt/emails";
import shopping from "./pt/shopping";

const pt: Translation = {
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

export default pt;
