// Generated hostile input for every API endpoint and webhook (support/hostile-input-suite.ts).
import { hostileInputSuite } from "../../../tests/workers/support/hostile-input-suite";

hostileInputSuite((route) => route.kind === "api");
