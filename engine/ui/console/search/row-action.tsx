/** A row's own action in a results table (a record's details, removing a saved company): named for its row. */
export function RowAction({ label, text, onClick }: { label: string; text: string; onClick(): void }) {
  return <button type="button" className="search-table__details" aria-label={label} onClick={onClick}>{text}</button>;
}
