// Who manages the staff: the owner's session (its role holds the `staff` permission), with what
// every audited change needs. Every service of this area asks `requirePower(admin, "staff")` itself,
// behind the guards of the pages and the API, so no other caller can slip past the rule.
import type { Viewer } from "../accounts/staff-powers";
import type { AdminDeps } from "../kernel/audit-log";

export type StaffDeps = AdminDeps & { admin: Pick<Viewer, "adminAccess" | "staffRole"> };
