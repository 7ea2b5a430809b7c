// The one game search both boxes run as the visitor types: the header's suggestions and the games
// list's filter. Both ask GET /api/games, which calls the same listGames the /games page's loader
// does, so a typed text shows what pressing Enter would; the header matches game names (spec
// section 2), the games list its own wider search (name, category, what a game sells).
import { useEffect, useState } from "react";

/** A game as GET /api/games answers it, in the fields the boxes show. */
export interface FoundGame {
  id: number;
  name: string;
  category: string;
  image_url: string;
  sell: string;
}

export type GameMatch = "name" | "search";

export interface GameSearch {
  /** The text the shown answer is for (trimmed). */
  query: string;
  /** The games matching `query`, once the store has answered it. */
  games: FoundGame[] | null;
  /** The last text typed got no answer (the connection dropped, an error answer): the previous one stays shown. */
  failed: boolean;
}

const TYPING_DELAY_MS = 150;

/**
 * The games matching `text` by `match`, asked once typing pauses; an older question still on its
 * way is cancelled. `enabled` false (before hydration, or while the text is what the page already
 * shows) asks nothing.
 */
export function useGameSearch(text: string, match: GameMatch, enabled = true): GameSearch {
  const query = text.trim();
  const [answer, setAnswer] = useState<GameSearch>({ query: "", games: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/games?${new URLSearchParams({ [match]: query })}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`games search: ${response.status}`);
        const games = (await response.json()) as FoundGame[];
        setAnswer({ query, games, failed: false });
      } catch {
        if (!controller.signal.aborted) setAnswer((shown) => ({ ...shown, failed: true }));
      }
    }, TYPING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, match, enabled]);
  return answer;
}
