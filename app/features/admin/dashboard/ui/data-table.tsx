import { NO_DATA } from "./charts";

const th = "border-b border-ink/20 px-2 py-1 text-left";
const td = "border-b border-ink/10 px-2 py-1";

/** A chart's figures as a table: a caption, column headers, each row headed by its first cell. */
export function DataTable({ caption, head, rows }: { caption: string; head: ReadonlyArray<string>; rows: ReadonlyArray<ReadonlyArray<string>> }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col" className={th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length} className={td}>
              {NO_DATA}
            </td>
          </tr>
        ) : (
          rows.map((r, i) => (
            <tr key={i}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {r[0]}
              </th>
              {r.slice(1).map((cell, j) => (
                <td key={j} className={td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
