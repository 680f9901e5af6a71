// JSON-LD checked offline against the schema.org vocabulary (types and the properties each one
// takes, inherited ones included) and Google's rich-result rules, with Adobe's structured data
// validator; the vocabulary is the schemaorg-jsonld package's copy, read into the form it expects.
import { createRequire } from "node:module";
import Validator from "@adobe/structured-data-validator";

type Expanded = { "@id": string; "@type"?: string[]; [key: string]: unknown };
type Issue = { issueMessage: string; severity: "ERROR" | "WARNING"; rootType: string; fieldNames?: string[] };

const RDFS = "http://www.w3.org/2000/01/rdf-schema#";
const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
const ids = (value: unknown) => (Array.isArray(value) ? value.map((v: { "@id": string }) => ({ "@id": v["@id"] })) : []);

let validator: InstanceType<typeof Validator> | null = null;

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

/** A warning of Google's about a field only recommended (a product's GTIN, its colour…): reported, not failed. */
const isRecommendation = (i: Issue) => i.severity === "WARNING" && !/schema\.org/.test(i.issueMessage);

/**
 * The issues of these JSON-LD blocks (each an object with its `@type`): every error, and every type
 * or property schema.org does not know. Google's recommendations for optional fields are printed.
 */
export async function structuredDataIssues(blocks: ReadonlyArray<Record<string, unknown>>): Promise<string[]> {
  validator ??= new Validator(vocabulary());
  const byType: Record<string, Array<Record<string, unknown>>> = {};
  for (const block of blocks) (byType[String(block["@type"])] ??= []).push(structuredClone(block));
  const issues = (await validator.validate({ jsonld: byType })) as Issue[];
  const line = (i: Issue) => `${i.severity} ${i.rootType}: ${i.issueMessage}`;
  const recommended = issues.filter(isRecommendation);
  if (recommended.length) console.log(`Recommended by Google, optional:\n${[...new Set(recommended.map(line))].join("\n")}`);
  return issues.filter((i) => !isRecommendation(i)).map(line);
}
