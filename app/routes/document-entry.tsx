// /m/document: the phone's document entry leads to the document upload (docs/decisions/0160).
// The upload page is behind the member guard, so visitors go on to sign in and come back.
import { redirect } from "react-router";

export function loader() {
  return redirect("/m/upload?type=updDocs");
}

export default function DocumentEntry() {
  return null;
}
