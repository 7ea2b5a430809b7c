// The spreadsheets (/admin/exports, issue 53): the catalogue, the orders for accounting, the stock and
// the customers, each a CSV in the admin's language (pt: ";" and a decimal comma).
const adminExports = {
  title: "Spreadsheets",
  intro:
    "Download the store's figures as CSV files that open in a spreadsheet. A Portuguese file uses “;” between cells and a decimal comma; an English one “,” and a decimal point.",
  language: "File language",
  download: "Download",
  catalogue: {
    title: "Catalogue",
    note: "Games, coin offers and items with every field of their forms, stock per server and texts in both languages: the columns the import reads.",
  },
  orders: {
    title: "Orders for accounting",
    note: "The orders paid between the two dates, in the store's time zone ({{zone}}), with one total per currency: the dashboard's net revenue for the same days. Cancelled orders are listed and left out of the totals.",
    from: "Paid from",
    to: "Paid until",
  },
  stock: {
    title: "Stock",
    note: "Every offer's stock per server: in hand, held by open checkouts and available.",
  },
  customers: {
    title: "Customers",
    note: "Shoppers' names, emails and phones: personal data. Every download is recorded in the audit trail.",
  },
  nothing: "Your role has no spreadsheet to download.",
  errors: {
    range: "The first day must not be after the last.",
  },
};

export default adminExports;
