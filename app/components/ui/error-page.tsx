// The error page (SPEC §8): status and message, default 500; 404 says
// 'This page could not be found' and links home.
import { isRouteErrorResponse, Link } from "react-router";
import { MSG } from "../../../core/messages";

/** SPEC §8 wording for a server failure. */
const GENERIC_SERVER_ERROR = MSG.briefingError;

export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: MSG.notFound };
    const text = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return { status: error.status, message: text || GENERIC_SERVER_ERROR };
  }
  return { status: 500, message: GENERIC_SERVER_ERROR };
}

export function ErrorPage({ status, message, home }: { status: number; message: string; home: string }) {
  return (
    <div className="error-page">
      <title>{`${status === 404 ? MSG.notFound : message} | 나눔터`}</title>
      <div className="status" aria-hidden="true">
        {status}
      </div>
      <h1>{message}</h1>
      <Link to={home} className="btn btn-blue">
        홈으로 가기
      </Link>
    </div>
  );
}
