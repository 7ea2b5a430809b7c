// Generated hostile input for every page loader (support/hostile-input-suite.ts).
import { hostileInputSuite, routeTableSuite } from "../../../tests/workers/support/hostile-input-suite";

routeTableSuite();
hostileInputSuite((route) => route.kind === "page" && route.method === "GET");
