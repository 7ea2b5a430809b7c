// Which side drawers are open (the chat panel, the cart drawer), marked on the page itself:
// <body data-drawer-open="chat cart">. The floating chat button hides with CSS alone while any
// drawer is open, so the drawers need not know about each other or share React state.
import { useEffect } from "react";

export type DrawerName = "chat" | "cart";

const ATTRIBUTE = "data-drawer-open";

function openDrawers(): Set<string> {
  return new Set((document.body.getAttribute(ATTRIBUTE) ?? "").split(" ").filter(Boolean));
}

function writeOpenDrawers(names: Set<string>) {
  if (names.size === 0) document.body.removeAttribute(ATTRIBUTE);
  else document.body.setAttribute(ATTRIBUTE, [...names].join(" "));
}

/** Marks the drawer `name` open on <body> for as long as `open` is true and the component is mounted. */
export function useDrawerOpenMark(name: DrawerName, open: boolean) {
  useEffect(() => {
    if (!open) return;
    const names = openDrawers();
    names.add(name);
    writeOpenDrawers(names);
    return () => {
      const remaining = openDrawers();
      remaining.delete(name);
      writeOpenDrawers(remaining);
    };
  }, [name, open]);
}
