import { redirect } from "react-router";
import type { Route } from "./+types/blog-article";

// Articles are built in; until they are published every slug is unknown and goes back to the list.
export function loader(_: Route.LoaderArgs) {
  throw redirect("/blog");
}

export default function BlogArticle() {
  return null;
}
