// The audit trail (/admin/audit): who did what, before and after, when and from where; its filters,
// its pages and its CSV. An entry's action is told in the vocabulary's words (shared/vocabulary/audit-actions.ts).
const adminAudit = {
  title: "Audit trail",
  intro:
    "Every staff action that changes money, prices, stock, settings, staff or an order: who, what, before and after, when and from where. Nobody can change or delete an entry, the owner included.",
  person: "Staff member",
  anyone: "Anyone",
  order: "Order number",
  from: "From",
  to: "To",
  clear: "Clear filters",
  columns: {
    when: "When",
    who: "Who",
    what: "What",
    changes: "Before → after",
    from: "From where",
  },
  theStore: "The store (automatic)",
  unknownPerson: "Account #{{id}}",
  onlyThisPerson: "Only {{name}}",
  thisOrdersTrail: "Trail of order #{{id}}",
  noChange: "No field changed",
  nothingBefore: "—",
  unknownOrigin: "Not recorded",
  none: "No entry matches these filters.",
  newest: "Newest entries",
  older: "Older entries",
  pages: "Pages of the trail",
  csv: "Download as CSV",
  csvNote_one: "The file holds the newest entry matching these filters.",
  csvNote_other:
    "The file holds the newest entries matching these filters, {{count}} at most; narrow the dates to reach older ones.",
  invalidCursor: "This page address is not valid; start again from the newest entries.",
};

export default adminAudit;
