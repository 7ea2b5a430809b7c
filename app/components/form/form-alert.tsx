/** A message about the whole form: an error (announced at once) or a success. */
export function FormAlert({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
