// /update-terms (+ /m): a newer terms or privacy version needs the member's consent. Shows
// what changed with a link to each full text; consenting records it and continues to where
// the member was going (?redirect=, a path on this site only). Consent goes through this
// page's action (the service of POST /api/board/terms/update, in-process).
import { useEffect, useState } from "react";
import { data, Link, useFetcher, useLoaderData, useNavigate, type MetaFunction } from "react-router";
import { BRAND } from "../../core/brand";
import { say, texts } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { Button } from "../components/ui/button";
import { useUi } from "../components/ui/ui-provider";
import { KIND_LABEL, STATUS_LABEL, termsDate } from "../features/terms/text";
import { isMobilePath, useIsMobile, useLinkTo } from "../lib/device";
import { T, useLanguage, useT, type Showable } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import { versionPath } from "./terms";
import "../styles/terms.css";

const UPDATE_TEXT = texts({
  title: { ko: "약관 변경 동의", en: "Agree to the changed terms" },
  agreeAll: { ko: "변경된 약관에 모두 동의해 주세요.", en: "Please agree to all of the changed terms." },
  agreed: { ko: "변경된 약관에 동의했습니다.", en: "You have agreed to the changed terms." },
  nothing: { ko: "동의가 필요한 변경 사항이 없습니다.", en: "There are no changes to agree to." },
  continue: { ko: "계속하기", en: "Continue" },
  lead: {
    ko: `${BRAND.siteName}의 약관이 변경되었습니다. 변경 내용을 확인하고 동의해 주셔야 서비스를 계속 이용할 수 있어요.`,
    en: `The ${BRAND.nameEn} terms have changed. Please review the changes and agree to keep using the service.`,
  },
  effective: { ko: "시행일 {date}", en: "In effect from {date}" },
  version: { ko: "버전 {version}", en: "Version {version}" },
  fullText: { ko: "{kind} 전문 보기 (새 창)", en: "Read the full {kind} (new window)" },
  agree: { ko: "[필수] 변경된 {kind}에 동의합니다.", en: "[Required] I agree to the changed {kind}." },
  leave: { ko: "동의하지 않고 탈퇴하기", en: "Decline and close my account" },
  submit: { ko: "동의하고 계속하기", en: "Agree and continue" },
});

/** Only a local path: never an address on another site. */
export function safeRedirect(raw: string | null, mobile: boolean): string {
  const home = mobile ? "/m" : "/";
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\") || /update-terms/.test(raw)) return home;
  return raw;
}

export async function loader({ request, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const url = new URL(request.url);
  return {
    pending: await context.services.terms.pending(context.viewer.userNo),
    next: safeRedirect(url.searchParams.get("redirect"), isMobilePath(url.pathname)),
  };
}

export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/board/terms/update", input, tools));
}

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, UPDATE_TEXT.title);

export default function UpdateTerms() {
  const { pending, next } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const ui = useUi();
  const t = useT();
  const language = useLanguage();
  const consent = useFetcher<typeof action>();
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<Showable | null>(null);
  const sending = consent.state !== "idle";
  const answer = consent.data;
  const allAgreed = pending.every((p) => agreed[p.kind]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!allAgreed) return setError(UPDATE_TEXT.agreeAll);
    setError(null);
    void consent.submit(
      { terms: pending.map((p) => ({ kind: p.kind, version: p.version })) },
      { method: "post", encType: "application/json" },
    );
  };

  // Agreed: the router has loaded the page (and the member's state) again; go on.
  useEffect(() => {
    if (!answer?.ok || consent.state !== "idle") return;
    ui.toast(UPDATE_TEXT.agreed);
    void navigate(next);
  }, [answer, consent.state, ui, navigate, next]);
  const shown = error ?? (answer && !answer.ok && !sending ? answer.message : null);

  return (
    <div className={mobile ? "m-container update-terms" : "container update-terms"}>
      <h1 className="page-heading">{t(UPDATE_TEXT.title)}</h1>
      {pending.length === 0 ? (
        <div className="shell-box">
          <p>{t(UPDATE_TEXT.nothing)}</p>
          <Link to={next} className="btn btn-blue-outline">
            {t(UPDATE_TEXT.continue)}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="page-lead">{t(UPDATE_TEXT.lead)}</p>
          {pending.map((p) => (
            <section key={p.kind} className="update-card" aria-labelledby={`update-${p.kind}`}>
              <h2 id={`update-${p.kind}`}>{t(KIND_LABEL[p.kind])}</h2>
              <p className="terms-meta">
                <span className={`chip status-${p.status}`}>{t(STATUS_LABEL[p.status])}</span>
                <span>{t(UPDATE_TEXT.effective, { date: termsDate(p.effectiveDate, language) })}</span>
                <span aria-hidden="true">·</span>
                <span>{t(UPDATE_TEXT.version, { version: p.version })}</span>
              </p>
              {p.summary ? <p className="update-summary">{p.summary}</p> : null}
              <Link to={linkTo(versionPath(p.kind, p.version))} className="text-link" target="_blank" rel="noopener">
                {t(UPDATE_TEXT.fullText, { kind: t(KIND_LABEL[p.kind]) })}
              </Link>
              <label className="check-line">
                <input
                  type="checkbox"
                  checked={!!agreed[p.kind]}
                  onChange={(e) => {
                    setAgreed((a) => ({ ...a, [p.kind]: e.target.checked }));
                    setError(null);
                  }}
                />
                <span>{t(UPDATE_TEXT.agree, { kind: t(KIND_LABEL[p.kind]) })}</span>
              </label>
            </section>
          ))}
          <p className="form-error" role="alert">
            {shown ? <T text={shown} /> : ""}
          </p>
          <div className="form-actions">
            <Link to={linkTo("/mypage/leave")} className="btn">
              {t(UPDATE_TEXT.leave)}
            </Link>
            <Button type="submit" variant="blue" pending={sending}>
              {t(UPDATE_TEXT.submit)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
