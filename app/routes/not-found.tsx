import { data } from "react-router";
import { NotFoundContent } from "~/shell/not-found-content";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Page introuvable", description: "Cette page n'existe pas ou a été déplacée.", noindex: true });

export default function NotFound() {
  return <NotFoundContent />;
}
