import { data } from "react-router";
import { documentTitle } from "../modules/site/pages.ts";

/** Any path outside the route table: a Portuguese 404 inside the layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: documentTitle("Página não encontrada") }];

export default function NotFound() {
  return null;
}
