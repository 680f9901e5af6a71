import { getAuth } from "~/features/accounts/auth.server";
import { markPrivate } from "~/features/accounts/session.server";
import type { Route } from "./+types/auth";

export function loader({ request }: Route.LoaderArgs) {
  markPrivate(request);
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  markPrivate(request);
  return getAuth().handler(request);
}
