import { formatLongDate } from "~/lib/dates";
import { blocksText, useSalonHours } from "~/lib/opening-hours";

const period = (from: string, to: string) =>
  from === to ? `le ${formatLongDate(from, { year: false })}` : `du ${formatLongDate(from, { year: false })} au ${formatLongDate(to, { year: false })}`;

/** The closures and other hours of the coming weeks, under a page's opening hours. */
export function ExceptionalHours({ className = "" }: { className?: string }) {
  const { upcoming } = useSalonHours();
  if (upcoming.length === 0) return null;
  return (
    <div className={className}>
      <h4 className="font-semibold">Fermetures et horaires exceptionnels</h4>
      <ul className="mt-1 space-y-1">
        {upcoming.map((e) => (
          <li key={`${e.from}-${e.to}-${e.label}`}>
            {e.label} : {e.hours.length === 0 ? "fermé" : blocksText(e.hours)} {period(e.from, e.to)}
          </li>
        ))}
      </ul>
    </div>
  );
}
