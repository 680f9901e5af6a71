// JSON-LD checked offline against the schema.org vocabulary (types and the properties each one
// takes, inherited ones included) and Google's rich-result rules, with Adobe's structured data
// validator; the vocabulary is the schemaorg-jsonld package's copy, read into the form it expects.
import { createRequire } from "node:module";
import Validator, { type HandlerClass, type Issue, type PathElement } from "@adobe/structured-data-validator";

type Expanded = { "@id": string; "@type"?: string[]; [key: string]: unknown };

const RDFS = "http://www.w3.org/2000/01/rdf-schema#";
const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
const ids = (value: unknown) => (Array.isArray(value) ? value.map((v: { "@id": string }) => ({ "@id": v["@id"] })) : []);

/** The vocabulary as the validator reads it: a `@graph` of classes and properties. */
function vocabulary() {
  const expanded = createRequire(import.meta.url)("schemaorg-jsonld/schema.json") as Expanded[];
  const graph = expanded.flatMap((entity): Array<Record<string, unknown>> => {
    if (entity["@type"]?.includes(`${RDFS}Class`))
      return [{ "@id": entity["@id"], "@type": "rdfs:Class", "rdfs:subClassOf": ids(entity[`${RDFS}subClassOf`]) }];
    if (entity["@type"]?.includes(`${RDF}Property`))
      return [{ "@id": entity["@id"], "@type": "rdf:Property", "schema:domainIncludes": ids(entity["http://schema.org/domainIncludes"]) }];
    return [];
  });
  return { "@graph": graph };
}

type Rule = { valid: (value: unknown) => boolean; expected: string };
const text: Rule = { valid: (v) => typeof v === "string" && v.trim() !== "", expected: "a text" };
const absoluteUrl: Rule = { valid: (v) => typeof v === "string" && URL.canParse(v) && /^https?:/.test(v), expected: "an absolute http(s) URL" };

/**
 * What the salon's own nodes need. Google's rules check an Offer only under a Product and have none
 * for a service catalogue or a booking action, so an offer without its currency would pass them.
 */
const rules: Record<string, Record<string, Rule>> = {
  Offer: {
    price: {
      valid: (v) => (typeof v === "string" && /^\d+(\.\d+)?$/.test(v)) || (typeof v === "number" && v >= 0),
      expected: 'a decimal with a dot ("23.00")',
    },
    priceCurrency: { valid: (v) => typeof v === "string" && /^[A-Z]{3}$/.test(v), expected: 'an ISO 4217 code ("EUR")' },
  },
  OfferCatalog: { name: text, itemListElement: { valid: (v) => Array.isArray(v) && v.length > 0, expected: "a list of one or more items" } },
  Service: { name: text },
  ReserveAction: {
    target: {
      valid: (v) => absoluteUrl.valid(v) || (typeof v === "object" && v !== null && (v as Record<string, unknown>)["@type"] === "EntryPoint"),
      expected: "an EntryPoint or a URL",
    },
  },
  EntryPoint: { urlTemplate: absoluteUrl },
};

function rulesHandler(fields: Record<string, Rule>): HandlerClass {
  return class {
    constructor(private readonly options: { path: PathElement[] }) {}
    validate(node: Record<string, unknown>): Issue[] {
      return Object.entries(fields).flatMap(([name, rule]): Issue[] => {
        const value = node[name];
        if (value === undefined || value === null || value === "")
          return [{ issueMessage: `Required attribute "${name}" is missing`, severity: "ERROR", path: this.options.path, fieldNames: [name] }];
        if (rule.valid(value)) return [];
        const issueMessage = `Invalid value for attribute "${name}": ${JSON.stringify(value)}, expected ${rule.expected}`;
        return [{ issueMessage, severity: "ERROR", path: this.options.path, fieldNames: [name] }];
      });
    }
  };
}

let validator: Validator | null = null;

function salonValidator(): Validator {
  const made = new Validator(vocabulary());
  for (const [type, fields] of Object.entries(rules)) {
    const handler = rulesHandler(fields);
    (made.registeredHandlers[type] ??= []).push(() => Promise.resolve({ default: handler }));
  }
  return made;
}

/** A warning of Google's about a field only recommended (a product's GTIN, its colour…): reported, not failed. */
const isRecommendation = (i: Issue) => i.severity === "WARNING" && !/schema\.org/.test(i.issueMessage);

/** Where in its block an issue is: `HairSalon hasOfferCatalog.itemListElement[0] (Offer)`. */
function place(rootType: string, path: PathElement[] = []) {
  const walk = path
    .slice(1)
    .map((p) => `${p.property ?? ""}${p.index === undefined ? "" : `[${p.index}]`}`)
    .join(".");
  const type = path.length > 1 ? path.at(-1)!.type : undefined;
  return `${rootType}${walk ? ` ${walk}` : ""}${type ? ` (${type})` : ""}`;
}

/**
 * The issues of these JSON-LD blocks (each an object with its `@type`): every error, and every type
 * or property schema.org does not know. Google's recommendations for optional fields are printed.
 */
export async function structuredDataIssues(blocks: ReadonlyArray<Record<string, unknown>>): Promise<string[]> {
  validator ??= salonValidator();
  const byType: Record<string, Array<Record<string, unknown>>> = {};
  for (const block of blocks) (byType[String(block["@type"])] ??= []).push(structuredClone(block));
  const issues = await validator.validate({ jsonld: byType });
  const line = (i: Issue & { rootType: string }) => `${i.severity} ${place(i.rootType, i.path)}: ${i.issueMessage}`;
  const recommended = issues.filter(isRecommendation);
  if (recommended.length) console.log(`Recommended by Google, optional:\n${[...new Set(recommended.map(line))].join("\n")}`);
  return issues.filter((i) => !isRecommendation(i)).map(line);
}
