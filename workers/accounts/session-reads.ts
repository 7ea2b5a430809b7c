// Whether the answer being made read the sign-in session. Set by the one function that reads a
// session (sessions.ts, readSignedIn), read by the one place that sets the answer's headers
// (workers/edge/security-headers.ts): an answer that depends on who is signed in is never kept by a
// shared cache, and a route added later cannot forget to say so.
import { AsyncLocalStorage } from "node:async_hooks";

interface Answer {
  sessionRead: boolean;
}

const answers = new AsyncLocalStorage<Answer>();

/** Runs `work` (the making of one answer) and tells whether it read the session. */
export async function watchSessionReads(work: () => Promise<void>): Promise<{ sessionRead: boolean }> {
  const answer: Answer = { sessionRead: false };
  await answers.run(answer, work);
  return answer;
}

export function noteSessionRead(): void {
  const answer = answers.getStore();
  if (answer) answer.sessionRead = true;
}
