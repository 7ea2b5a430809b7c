// The Portuguese texts any page may show; see ./en-shell.ts.
import type { ShellTranslation } from "./en-shell";
import catalogue from "./pt/catalogue";
import chat from "./pt/chat";
import common from "./pt/common";
import shopping from "./pt/shopping";

const shell: ShellTranslation = {
  ...common,
  ...shopping,
  ...chat,
  catalogue,
};

export default shell;
