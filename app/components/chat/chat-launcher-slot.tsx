// Where the chat button goes in the shell. The button needs the page's script to work and is not
// part of the server's page, so its code (with the code that keeps it clear of the page's own
// controls) is fetched once the page has hydrated instead of with the page.
import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";

const ChatLauncher = lazy(() => import("./chat-launcher"));

export function ChatLauncherSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}
