// After signing in, the "Sign in" link that had the focus is gone (the account menu replaces it),
// and the focus would fall to the page's body: the account menu takes it, once it is shown and no
// modal is open (the sign-in dialog gives the focus back to the link as it closes). The menu may
// appear before or after the dialog closes (its code loads on demand), so this looks each frame.
// It only takes a focus that would be lost: where something else holds it (the chat panel that
// asked for the sign-in, say), it stays there.
const MAX_FRAMES = 180;
const SIGN_IN_LINK = 'a[href^="/login"]';

export function focusAccountMenuNext(): void {
  let frames = 0;
  const look = () => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body;
    const onTheLinkGoingAway = focused?.matches(SIGN_IN_LINK) ?? false;
    if (!document.querySelector("dialog:modal") && !lost && !onTheLinkGoingAway) return;
    const menu = document.querySelector<HTMLElement>(".user-menu__button");
    if (menu && lost && !document.querySelector("dialog:modal")) {
      menu.focus();
      return;
    }
    if (++frames < MAX_FRAMES) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
