import type { Crumb } from "~/components/ui/breadcrumbs";

/** Accueil › Blog › the article: the trail shown above it and its BreadcrumbList. */
export const articleTrail = (article: { title: string; slug: string }): Crumb[] => [
  { name: "Accueil", path: "/" },
  { name: "Blog", path: "/blog" },
  { name: article.title, path: `/blog/${article.slug}` },
];
