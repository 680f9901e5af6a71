import { absencesText } from "../agenda-messages";

/** A client's number of absences beside their name (« 2 absences »); nothing when they always came. */
export function AbsencesBadge({ count, className = "" }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return <span className={`inline-block rounded-full bg-red-100 px-1.5 font-semibold whitespace-nowrap text-red-900 ${className}`}>{absencesText(count)}</span>;
}
