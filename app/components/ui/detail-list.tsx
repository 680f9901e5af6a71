/** Label and value pairs, as a definition list in two columns (an appointment's or a wait's details). */
export function DetailList({ rows, className = "gap-y-2 rounded-lg bg-white p-6 shadow-sm" }: { rows: ReadonlyArray<readonly [string, string | number]>; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-6 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
