import { data } from "react-router";

/** Any path outside the route table: a Portuguese 404 inside the layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
