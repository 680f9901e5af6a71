import { data } from "react-router";

// To be written.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
