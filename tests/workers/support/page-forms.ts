// The forms a page really shows (search forms included), read from its HTML with the runtime's HTMLRewriter: where each
// posts and the fields it sends as they stand (hidden inputs, first or selected options, checked
// boxes), one variant per named submit button. A generated-input test starts from these and makes
// fields hostile, so it reaches the code behind a complete, otherwise valid form.

export interface PageForm {
  method: "get" | "post";
  /** The path the form sends to (the page itself when it names none). */
  action: string;
  fields: Array<[string, string]>;
}

interface OpenForm {
  method: "get" | "post";
  action: string;
  fields: Array<[string, string]>;
  buttons: Array<[string, string]>;
  select: { name: string; value: string | null } | null;
  textarea: { name: string; text: string } | null;
}

export async function formsOf(pagePath: string, response: Response): Promise<PageForm[]> {
  const forms: PageForm[] = [];
  let open: OpenForm | null = null;
  const close = () => {
    if (!open) return;
    const done = open;
    const variants = done.buttons.length > 0 ? done.buttons : [null];
    for (const button of variants)
      forms.push({ method: done.method, action: done.action, fields: button ? [...done.fields, button] : done.fields });
    open = null;
  };
  const rewriter = new HTMLRewriter()
    .on("form", {
      element(element) {
        const action = element.getAttribute("action");
        open = {
          method: element.getAttribute("method")?.toLowerCase() === "post" ? "post" : "get",
          action: action ? new URL(action, `http://store.test${pagePath}`).pathname : pagePath,
          fields: [],
          buttons: [],
          select: null,
          textarea: null,
        };
        element.onEndTag(close);
      },
    })
    .on("form input", {
      element(element) {
        const name = element.getAttribute("name");
        if (!open || !name) return;
        const type = (element.getAttribute("type") ?? "text").toLowerCase();
        if ((type === "checkbox" || type === "radio") && !element.hasAttribute("checked")) return;
        if (type === "file") return;
        if (type === "submit") open.buttons.push([name, element.getAttribute("value") ?? ""]);
        else open.fields.push([name, element.getAttribute("value") ?? (type === "checkbox" ? "on" : "")]);
      },
    })
    .on("form button", {
      element(element) {
        const name = element.getAttribute("name");
        if (open && name && (element.getAttribute("type") ?? "submit") === "submit") {
          open.buttons.push([name, element.getAttribute("value") ?? ""]);
        }
      },
    })
    .on("form select", {
      element(element) {
        const form = open;
        const name = element.getAttribute("name");
        if (!form || !name) return;
        const select = { name, value: null as string | null };
        form.select = select;
        element.onEndTag(() => {
          form.fields.push([select.name, select.value ?? ""]);
          form.select = null;
        });
      },
    })
    .on("form option", {
      element(element) {
        const select = open?.select;
        if (!select) return;
        const value = element.getAttribute("value") ?? "";
        if (select.value === null || element.hasAttribute("selected")) select.value = value;
      },
    })
    .on("form textarea", {
      element(element) {
        const form = open;
        const name = element.getAttribute("name");
        if (!form || !name) return;
        const textarea = { name, text: "" };
        form.textarea = textarea;
        element.onEndTag(() => {
          form.fields.push([textarea.name, textarea.text]);
          form.textarea = null;
        });
      },
      text(chunk) {
        if (open?.textarea) open.textarea.text += chunk.text;
      },
    });
  await rewriter.transform(response).text();
  return forms;
}
