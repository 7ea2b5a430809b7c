/** An offer's or sale type's measured delivery (issue 33), under its promise; nothing until there are enough orders. */
export function MeasuredDelivery({ text, testId }: { text: string | null; testId: string }) {
  return text ? (
    <p className="measured-delivery" data-testid={testId}>
      {text}
    </p>
  ) : null;
}
