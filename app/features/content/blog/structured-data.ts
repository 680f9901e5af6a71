import type { MetaDescriptor } from "react-router";
import { salon } from "~/lib/salon";
import { ld, logoLd } from "~/lib/structured-data";

export function blogPostingLd(
  baseUrl: string,
  post: { slug: string; title: string; description: string; image: string; publishedAt: string; keywords?: string[] },
): MetaDescriptor {
  return ld({
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: `${baseUrl}${post.image}`,
    datePublished: post.publishedAt,
    inLanguage: "fr-FR",
    keywords: post.keywords?.join(", "),
    mainEntityOfPage: `${baseUrl}/blog/${post.slug}`,
    author: { "@type": "Organization", name: salon.name },
    publisher: { "@id": `${baseUrl}/#salon`, "@type": "HairSalon", name: salon.name, logo: logoLd(baseUrl) },
  });
}
