import { Accordion } from "radix-ui";
import { ChevronDownIcon } from "~/components/ui/icons";
import { isKit } from "../categories";
import type { ProductDetail } from "../types";

/**
 * The collapsible sections of the product page (spec): 'Conseils d'utilisation', 'Testé et
 * approuvé', 'Ingrédients', and 'Votre kit contient' for kits only. The text stays in the page
 * (hidden while closed) so search engines and the browser's find still see it.
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
    <Accordion.Root type="multiple" defaultValue={sections[0] ? [sections[0].id] : []} className="divide-y divide-ink/10 border-y border-ink/10">
      {sections.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-semibold hover:text-brass-dark">
                {section.title}
                <ChevronDownIcon size={18} className="shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content forceMount className="pb-4 leading-relaxed text-ink/90 data-[state=closed]:hidden">
            {section.body}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** Active-ingredient cards: the name and what it does. */
export function ActiveIngredients({ ingredients }: { ingredients: ProductDetail["activeIngredients"] }) {
  if (ingredients.length === 0) return null;
  return (
    <section aria-labelledby="actifs-title" className="mt-12">
      <h2 id="actifs-title" className="font-display text-3xl">
        Les actifs
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ingredients.map((ingredient) => (
          <li key={ingredient.name} className="rounded-lg border border-brass/30 bg-white p-5">
            <h3 className="font-display text-xl text-brass-dark">{ingredient.name}</h3>
            <p className="mt-2 text-ink/90">{ingredient.benefit}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
