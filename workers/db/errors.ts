// What a failed D1 statement says about itself. drizzle wraps D1's error, so its text is read
// from the error and from its cause.

function failureText(error: unknown): string {
  return error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
}

/** D1 reports a violated unique key or primary key this way; that is how a repeat shows itself. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed|PRIMARY KEY/i.test(failureText(error));
}

/** The statement left `table.column` empty where the schema requires a value. */
export function isNotNullViolation(error: unknown, column: string): boolean {
  return failureText(error).includes(`NOT NULL constraint failed: ${column}`);
}
