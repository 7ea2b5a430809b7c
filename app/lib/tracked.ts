// A promise a render can read at once: React Suspense throws it while pending and reads its value
// after (the pattern of React.lazy, for a component and its texts loaded together).

export type Loading<T> = Promise<T> & { value?: T; error?: unknown };

/** `promise`, noting its outcome on itself. */
export function tracked<T>(promise: Promise<T>): Loading<T> {
  const loading: Loading<T> = promise.then(
    (value) => {
      loading.value = value;
      return value;
    },
    (error: unknown) => {
      loading.error = error;
      throw error;
    },
  );
  // Read by the render that throws it to the error boundary, not left unhandled.
  loading.catch(() => {});
  return loading;
}

const RETRY_MS = 5000;

/**
 * `load` until it succeeds: after a failure, again when the browser says it is back online or five
 * seconds later, whichever comes first. For code whose server HTML keeps working meanwhile.
 */
export function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          clearTimeout(timer);
          removeEventListener("online", again);
          resolve(untilLoaded(load));
        };
        const timer = setTimeout(again, RETRY_MS);
        addEventListener("online", again);
      }),
  );
}
