// The Portuguese texts any page may show; see ./en-shell.ts.
import type { ShellTranslation } from "./en-shell";
import account from "./pt/account";
import admin from "./pt/admin";
import auth from "./pt/auth";
import catalogue from "./pt/catalogue";
import chat from "./pt/chat";
import common from "./pt/common";
import emails from "./pt/emails";
import shopping from "./pt/shopping";
import vocabulary from "./pt/vocabulary";

const shell: ShellTranslation = {
  ...common,
  ...shopping,
  ...chat,
  catalogue,
  account,
  auth,
  emails,
  admin,
  vocabulary,
};

export default shell;
