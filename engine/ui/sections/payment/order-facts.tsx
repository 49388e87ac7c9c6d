/** An order's facts as label and value pairs: the payment page's summary and the receipt show them alike. */
export function OrderFacts({ rows, className = '', testId, state }: { rows: ReadonlyArray<readonly [string, string]>; className?: string; testId?: string; state?: string }) {
  return (
    <dl className={`payment__facts ${className}`.trim()} data-testid={testId} data-state={state}>
      {rows.map(([label, value]) => (
        <div key={label} className="payment__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
