// /share-cert?code=… (+ /m): a document shared from Polaris Office becomes the member's post
// (decision 0167). The loader reads the share from the office product through the server; a
// signed-in, verified member confirms through the page action, and goes to the new post. A
// code is claimed once: a claimed, expired or unknown share says so and offers nothing to press.
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { SHARE_CERT_MSG, SHARE_CODE_PATTERN } from "../../core/office-share";
import { say } from "../../core/i18n";
import { Button } from "../components/ui/button";
import { SHARE_CERT_TEXT } from "../features/share-cert/text";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import { pageTitle } from "../route-table";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/linking.css";

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, pageTitle("share-cert")!);

export async function loader({ request, context }: LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code") ?? "";
  const headers = { "cache-control": "no-store", "referrer-policy": "no-referrer" };
  const base = { code, signedIn: Boolean(context.viewer), verified: context.viewer?.emailCertYn === "Y" };
  if (!context.services.shareCert.configured()) {
    return data({ ...base, preview: null, message: say(SHARE_CERT_MSG.notConfigured, context.language) }, { headers });
  }
  if (!SHARE_CODE_PATTERN.test(code)) return data({ ...base, preview: null, message: null }, { headers });
  if (!context.viewer) return data({ ...base, preview: null, message: null }, { headers });
  try {
    const preview = await context.services.shareCert.preview(context.viewer, code);
    return data({ ...base, preview, message: null }, { headers });
  } catch (error) {
    const localized = (error as { localized?: Parameters<typeof say>[0] }).localized;
    if (!localized) throw error;
    return data({ ...base, preview: null, message: say(localized, context.language) }, { headers });
  }
}

export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/share/cert", input, tools));
}

export default function ShareCertPage() {
  const { code, signedIn, verified, preview, message } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const certify = useFetcher<typeof action>();
  const answer = certify.data;
  const here = `${linkTo("/share-cert")}?code=${encodeURIComponent(code)}`;
  const madePost = answer?.ok ? answer.data.permaLink : preview?.status === "mine" ? preview.permaLink : null;

  let body;
  if (message) {
    body = (
      <p className="form-error" role="alert">
        {message}
      </p>
    );
  } else if (!SHARE_CODE_PATTERN.test(code)) {
    body = <p role="status">{t(SHARE_CERT_TEXT.noCode)}</p>;
  } else if (!signedIn) {
    body = (
      <div className="world-id-actions">
        <span>{t(SHARE_CERT_TEXT.signIn)}</span>
        <Link to={`${linkTo("/login")}?redirect=${encodeURIComponent(here)}`} className="btn btn-blue">
          {t(SHARE_CERT_TEXT.toLogin)}
        </Link>
      </div>
    );
  } else if (preview) {
    const refusal = preview.status === "taken" ? SHARE_CERT_MSG.takenByOther : preview.status === "expired" ? SHARE_CERT_MSG.expired : null;
    body = (
      <>
        <div className="share-cert-doc" data-testid="share-cert-doc">
          <h2>{preview.title}</h2>
          {preview.fileName ? <span className="field-hint">{t(SHARE_CERT_TEXT.file, { name: preview.fileName })}</span> : null}
          <p>{preview.excerpt}</p>
        </div>
        {madePost ? (
          <div className="world-id-actions" role="status">
            <span>{answer?.ok ? t(SHARE_CERT_MSG.done) : t(SHARE_CERT_MSG.alreadyMine)}</span>
            <Link to={linkTo(`/d/${madePost}`)} className="btn btn-blue">
              {t(SHARE_CERT_TEXT.viewPost)}
            </Link>
          </div>
        ) : refusal ? (
          <p className="form-error" role="alert">
            {t(refusal)}
          </p>
        ) : !verified ? (
          <p role="status">{t(SHARE_CERT_TEXT.verifyFirst)}</p>
        ) : (
          <>
            <span className="field-hint">{t(SHARE_CERT_TEXT.until, { date: format.date(preview.expiresAt) })}</span>
            <div className="world-id-actions">
              <Button
                variant="blue"
                pending={certify.state !== "idle"}
                pendingLabel={t(SHARE_CERT_TEXT.confirming)}
                onClick={() => void certify.submit({ code }, { method: "post", encType: "application/json" })}
              >
                {t(SHARE_CERT_TEXT.confirm)}
              </Button>
            </div>
            {answer && !answer.ok ? (
              <p className="form-error" role="alert">
                {answer.message}
              </p>
            ) : null}
          </>
        )}
      </>
    );
  } else {
    body = <p role="status">{t(SHARE_CERT_MSG.notFound)}</p>;
  }

  return (
    <div className={`${mobile ? "m-container" : "container"} world-id-page`}>
      <h1 className="page-heading">{t(pageTitle("share-cert")!)}</h1>
      <div className="world-id-card" data-testid="share-cert-card">
        <p>{t(SHARE_CERT_TEXT.lead)}</p>
        {body}
      </div>
    </div>
  );
}
