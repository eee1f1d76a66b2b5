// The error page (docs/product/platform.md §9): status and message, default 500; 404 says
// 'This page could not be found' and links home. The error boundaries load it when an error
// happens (RouteErrorPage), so pages do not carry it.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { UI_TEXT } from "./text";
import { texts, type Text } from "../../../core/i18n";
import { COMMON_MSG } from "../../../core/common-messages";
import { useT, type Showable } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";

/** The wording for a server failure. */
const GENERIC_SERVER_ERROR = COMMON_MSG.briefingError;
const ERROR_PAGE_TEXT = texts({ home: UI_TEXT.goHome });

function isText(value: unknown): value is Text {
  return !!value && typeof value === "object" && "ko" in value && "en" in value;
}

export function describeRouteError(error: unknown): { status: number; message: Showable } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: COMMON_MSG.notFound };
    // A loader refuses with a catalogue text ({ ko, en }) or a string already in the reader's language.
    const data: unknown = error.data;
    if (isText(data)) return { status: error.status, message: data };
    const text = typeof data === "string" && data ? data : error.statusText;
    return { status: error.status, message: text || GENERIC_SERVER_ERROR };
  }
  return { status: 500, message: GENERIC_SERVER_ERROR };
}

export function ErrorPage({ status, message, home }: { status: number; message: Showable; home: string }) {
  const t = useT();
  const { siteName } = useRootData();
  return (
    <div className="error-page">
      <title>{`${t(status === 404 ? COMMON_MSG.notFound : message)} | ${siteName}`}</title>
      <div className="status" aria-hidden="true">
        {status}
      </div>
      <h1>{t(message)}</h1>
      <Link to={home} className="btn btn-blue">
        {t(ERROR_PAGE_TEXT.home)}
      </Link>
    </div>
  );
}

/** The error page of the route error being shown (the error boundaries' body). */
export function RouteErrorPage({ home }: { home: string }) {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} home={home} />;
}
