import { blocksText, useSalonHours } from "~/lib/opening-hours";

/** The closures and other hours of the coming weeks, under a page's opening hours. */
export function ExceptionalHours({ className = "" }: { className?: string }) {
  const { upcoming } = useSalonHours();
  if (upcoming.length === 0) return null;
  return (
    <div className={className}>
      <p className="font-semibold">Fermetures et horaires exceptionnels</p>
      <ul className="mt-1 space-y-1">
        {upcoming.map((e) => (
          <li key={`${e.from}-${e.to}-${e.label}`}>
            {e.label} : {e.hours.length === 0 ? "fermé" : blocksText(e.hours)} {e.period}
          </li>
        ))}
      </ul>
    </div>
  );
}
