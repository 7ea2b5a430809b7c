// Generated hostile input for every page action (support/hostile-input-suite.ts).
import { hostileInputSuite } from "../../../tests/workers/support/hostile-input-suite";

hostileInputSuite((route) => route.kind === "page" && route.method !== "GET");
