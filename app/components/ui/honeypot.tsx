import { HONEYPOT_FIELD } from "~/lib/honeypot";

export { HONEYPOT_FIELD };

/** A field people never see or reach; robots fill it. The server ignores such submissions. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Site web
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
