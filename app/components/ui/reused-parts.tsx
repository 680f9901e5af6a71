import { createContext, isValidElement, type ReactElement, type ReactNode } from "react";
import { SalonHoursContext, type SalonHours } from "~/lib/salon-hours-context";

/**
 * The server's copy of the kept parts it rendered (ServerHtml with `reused`): a part's HTML is
 * rendered once for each set of its inputs and reused by every page that shows it with the same
 * inputs, rather than rendered again at each request. The shell's parts (announcements, search,
 * delivery promises, newsletter, footer) are on every page, and with the home page's (salon,
 * reviews) make half of its elements: rendered for each signed-in visitor, they were a large
 * part of what a page costs the server (docs/benchmarks.md).
 *
 * A part's inputs are its component (the element's type), the element's props (plain data, as
 * JSON) and the salon's hours (the one context the parts read, given to them again). The part is
 * rendered on its own, outside the page's tree: a part that reads the router (its params, the
 * page's data, a `<Link>`) fails there, loudly, rather than being reused with inputs that are not
 * in its key; such a part is not marked `reused`. A part that gives the document's head something
 * (the preload of an image at high priority, such as the home page's first panel) is rendered in
 * the page each time: alone, React writes that at the start of the part's HTML instead.
 */
export type ReusedParts = {
  /** The part's HTML, or null when its inputs cannot be told (the part is then rendered as usual). */
  html(id: string, content: ReactNode, hours: SalonHours | null): string | null;
};

/** Given by the server's render (entry.server.tsx); absent in the browser and in tests that render a part alone. */
export const ReusedPartsContext = /* @__PURE__ */ createContext<ReusedParts | null>(null);

/**
 * What React hoists to the document's head (a resource's preload, a stylesheet, a title, a meta) and,
 * rendering a part alone, writes at the start of the part's HTML instead.
 */
const HOISTED = /^<(link|meta|title|style|script|base)\b/;

/** A function, a symbol or a React element in a part's props: inputs JSON cannot tell apart. */
class NotPlainData extends Error {}

function plainData(_key: string, value: unknown): unknown {
  if (typeof value === "function" || typeof value === "symbol" || isValidElement(value)) throw new NotPlainData();
  return value;
}

/**
 * The kept parts' HTML by part id (one content per id: a part that differs from page to page
 * carries the page in its id), each with the inputs it was rendered from. `render` is React's
 * `renderToStaticMarkup`, given by the server so that the browser's build never brings it.
 */
export function reusedParts(render: (node: ReactNode, options: { identifierPrefix: string }) => string): ReusedParts {
  // `html` null: the part gives the head something, and is rendered in the page instead.
  const parts = new Map<string, { type: unknown; inputs: string; html: string | null }>();
  // The hours' JSON, once per render (the root gives one object to the whole page).
  const hoursJson = new WeakMap<SalonHours, string>();

  return {
    html(id, content, hours) {
      if (!isValidElement(content)) return null;
      const element = content as ReactElement<Record<string, unknown>>;
      let props: string;
      try {
        props = JSON.stringify(element.props, plainData);
      } catch (error) {
        if (error instanceof NotPlainData) return null;
        throw error;
      }
      let hoursKey = hours ? hoursJson.get(hours) : "null";
      if (hoursKey === undefined && hours) hoursJson.set(hours, (hoursKey = JSON.stringify(hours)));
      const inputs = `${props}\n${hoursKey}`;
      const kept = parts.get(id);
      if (kept && kept.type === element.type && kept.inputs === inputs) return kept.html;
      // Ids made by `useId` inside carry the part's id: unique in a page that holds several parts.
      const rendered = render(<SalonHoursContext value={hours}>{element}</SalonHoursContext>, { identifierPrefix: `${id}-` });
      const html = HOISTED.test(rendered) ? null : rendered;
      parts.set(id, { type: element.type, inputs, html });
      return html;
    },
  };
}
