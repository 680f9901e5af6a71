import { ChevronDownIcon } from "~/components/ui/icons";
import { isKit } from "../categories";
import type { ProductDetail } from "../types";

/**
 * The collapsible sections of the product page (spec): 'Conseils d'utilisation', 'Testé et
 * approuvé', 'Ingrédients', and 'Votre kit contient' for kits only, the first one open. Native
 * <details>: they open and close before the page's scripts run, and without them. The text stays in
 * the page while closed, so search engines and the browser's find (which opens the section) see it.
 */
export function ProductSections({ product }: { product: ProductDetail }) {
  const sections = [
    { id: "conseils", title: "Conseils d'utilisation", body: <p>{product.usage}</p>, shown: product.usage !== "" },
    { id: "teste", title: "Testé et approuvé", body: <p>{product.testedAndApproved}</p>, shown: product.testedAndApproved !== "" },
    { id: "ingredients", title: "Ingrédients", body: <p>{product.ingredients}</p>, shown: product.ingredients !== "" },
    {
      id: "kit",
      title: "Votre kit contient",
      body: (
        <ul className="list-disc space-y-1 pl-5">
          {product.kitContents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
      shown: isKit(product.category) && product.kitContents.length > 0,
    },
  ].filter((s) => s.shown);

  return (
    <div className="divide-y divide-ink/10 border-y border-ink/10">
      {sections.map((section, i) => (
        <details key={section.id} open={i === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold hover:text-brass-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass [&::-webkit-details-marker]:hidden">
            <h2>{section.title}</h2>
            <ChevronDownIcon size={18} className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="pb-4 leading-relaxed text-ink/90">{section.body}</div>
        </details>
      ))}
    </div>
  );
}
