// Unknown paths (docs/product/platform.md §4): the 404 page 'This page could not be found' with status 404 and
// a link home, inside the usual layout.
import { data, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { ErrorPage } from "../components/ui/error-page";
import { privateMeta } from "../lib/meta";
import { useIsMobile } from "../lib/device";

export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, MSG.notFound);

export default function NotFound() {
  const mobile = useIsMobile();
  return <ErrorPage status={404} message={MSG.notFound} home={mobile ? "/m" : "/"} />;
}
