import type { MetaDescriptor } from "react-router";
import { salon } from "./salon";

/** The salon's card (public/images/og-default.jpg): its name and what it is, as the picture writes them. */
const defaultImage = { src: "/images/og-default.jpg", alt: `${salon.name} · ${salon.tagline}` };

type MetaArgs = { location: { pathname: string }; matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/** The public base URL from the root loader's data, inside a meta function. */
export function baseUrlOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

/** Title, description, canonical URL and Open Graph tags of a page. */
export function pageMeta(
  args: MetaArgs,
  page: {
    title: string;
    description: string;
    /** The page's own picture for link previews (a path), with its text alternative; the salon's card otherwise. */
    image?: { src: string; alt: string };
    noindex?: boolean;
    type?: string;
    structuredData?: MetaDescriptor[];
    /** Canonical path when it differs from the address shown (e.g. a filter given as a query). */
    canonicalPath?: string;
  },
): MetaDescriptor[] {
  const base = baseUrlOf(args.matches);
  const path = page.canonicalPath ?? args.location.pathname;
  const url = `${base}${path === "/" ? "/" : path.replace(/\/$/, "")}`;
  const title = args.location.pathname === "/" ? page.title : `${page.title} | ${salon.name}`;
  const image = page.image ?? defaultImage;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: salon.name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${base}${image.src}` },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page.structuredData ?? []),
  ];
}
