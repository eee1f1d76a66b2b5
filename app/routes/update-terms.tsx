// /update-terms (+ /m): a newer terms or privacy version needs the member's consent. Shows
// what changed with a link to each full text; consenting records it and continues to where
// the member was going (?redirect=, a path on this site only).
import { useState } from "react";
import { data, Link, useLoaderData, useNavigate, useRevalidator, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { useUi } from "../components/ui/ui-provider";
import { api } from "../lib/api";
import { isMobilePath, useIsMobile, useLinkTo } from "../lib/device";
import type { LoaderArgs } from "../lib/viewer";
import { koreanDate, STATUS_LABEL, versionPath } from "./terms";
import "../styles/terms.css";

const KIND_LABEL = { terms: "이용약관", privacy: "개인정보 처리방침" } as const;

/** Only a local path: never an address on another site. */
export function safeRedirect(raw: string | null, mobile: boolean): string {
  const home = mobile ? "/m" : "/";
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\") || /update-terms/.test(raw)) return home;
  return raw;
}

export async function loader({ request, context }: LoaderArgs) {
  if (!context.viewer) throw data(MSG.membersOnly, { status: 401 });
  const url = new URL(request.url);
  return {
    pending: await context.services.terms.pending(context.viewer.userNo),
    next: safeRedirect(url.searchParams.get("redirect"), isMobilePath(url.pathname)),
  };
}

export const meta: MetaFunction = () => [{ title: "약관 변경 동의 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function UpdateTerms() {
  const { pending, next } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const ui = useUi();
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const allAgreed = pending.every((p) => agreed[p.kind]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!allAgreed) return setError("변경된 약관에 모두 동의해 주세요.");
    setBusy(true);
    const res = await api("POST /api/board/terms/update", { body: { terms: pending.map((p) => ({ kind: p.kind, version: p.version })) } });
    setBusy(false);
    if (!res.ok) return setError(res.message);
    ui.toast("변경된 약관에 동의했습니다.");
    await revalidator.revalidate();
    void navigate(next);
  };

  return (
    <div className={mobile ? "m-container update-terms" : "container update-terms"}>
      <h1 className="page-heading">약관 변경 동의</h1>
      {pending.length === 0 ? (
        <div className="shell-box">
          <p>동의가 필요한 변경 사항이 없습니다.</p>
          <Link to={next} className="btn btn-blue-outline">
            계속하기
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="page-lead">나눔터의 약관이 변경되었습니다. 변경 내용을 확인하고 동의해 주셔야 서비스를 계속 이용할 수 있어요.</p>
          {pending.map((p) => (
            <section key={p.kind} className="update-card" aria-labelledby={`update-${p.kind}`}>
              <h2 id={`update-${p.kind}`}>{KIND_LABEL[p.kind]}</h2>
              <p className="terms-meta">
                <span className={`chip status-${p.status}`}>{STATUS_LABEL[p.status]}</span>
                <span>시행일 {koreanDate(p.effectiveDate)}</span>
                <span aria-hidden="true">·</span>
                <span>버전 {p.version}</span>
              </p>
              {p.summary ? <p className="update-summary">{p.summary}</p> : null}
              <Link to={linkTo(versionPath(p.kind, p.version))} className="text-link" target="_blank" rel="noopener">
                {KIND_LABEL[p.kind]} 전문 보기 (새 창)
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
                <span>[필수] 변경된 {KIND_LABEL[p.kind]}에 동의합니다.</span>
              </label>
            </section>
          ))}
          <p className="form-error" role="alert">
            {error ?? ""}
          </p>
          <div className="form-actions">
            <Link to={linkTo("/mypage/leave")} className="btn">
              동의하지 않고 탈퇴하기
            </Link>
            <button type="submit" className="btn btn-blue" disabled={busy}>
              동의하고 계속하기
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
