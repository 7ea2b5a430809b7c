// After signing in, the "Sign in" link that had the focus is gone (the account menu replaces it),
// and the focus would fall to the page's body: the account menu takes it, once it is shown and the
// sign-in dialog has closed (which gives the focus back to the link first). The menu may appear
// before or after the dialog closes (its code loads on demand), so this looks for both each frame.
const MAX_FRAMES = 180;

export function focusAccountMenuNext(): void {
  let frames = 0;
  const look = () => {
    const menu = document.querySelector<HTMLElement>(".user-menu__button");
    if (menu && !document.querySelector("dialog[open]")) {
      menu.focus();
      return;
    }
    if (++frames < MAX_FRAMES) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
