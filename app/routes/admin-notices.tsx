// /admin/notices (moderators): pin a fixed notice at the top of every member's feed, take one
// down, send a notice to every member, and run the home banners (upload an image or give its
// address, link, order and period; take one down). The same calls as the admin commands.
import { useState, type FormEvent } from "react";
import { data, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { useUi } from "../components/ui/ui-provider";
import { api } from "../lib/api";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/notify.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data("회원만 이용 가능합니다.", { status: 401 });
  if (context.viewer.role === "member") throw data("접근 권한이 없습니다.", { status: 403 });
  const [fixed, banners] = await Promise.all([
    context.services.notifications.fixedForModerator(),
    context.services.notifications.bannersForModerator(),
  ]);
  return { fixed, banners };
}

export const meta: MetaFunction = () => [{ title: "공지·배너 관리 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function AdminNotices() {
  const { fixed, banners } = useLoaderData<typeof loader>();
  const ui = useUi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const remove = async (fixedNo: number) => {
    if (busy) return;
    setBusy(true);
    const result = await api("DELETE /api/admin/notification/fixed/:fixedNo", { params: { fixedNo } });
    setBusy(false);
    ui.toast(result.ok ? "고정 알림을 내렸어요." : result.message);
    void revalidator.revalidate();
  };

  const removeBanner = async (bannerNo: number) => {
    if (busy) return;
    setBusy(true);
    const result = await api("DELETE /api/admin/banner/:bannerNo", { params: { bannerNo } });
    setBusy(false);
    ui.toast(result.ok ? "배너를 내렸어요." : result.message);
    void revalidator.revalidate();
  };

  return (
    <div className="container admin-notices">
      <h1 className="page-heading">공지·배너 관리</h1>
      <NoticeForm
        id="fixed"
        title="고정 알림 걸기"
        submitLabel="고정 알림 걸기"
        send={(v) =>
          api("POST /api/admin/notification/fixed", {
            body: {
              notificationTitle: v.title,
              notificationContent: v.content,
              notificationSubTitle: v.subTitle,
              notificationUrl: v.url || null,
            },
          })
        }
        done="고정 알림을 걸었어요."
        withSubTitle
        onDone={() => void revalidator.revalidate()}
      />
      <section className="settings-card" aria-labelledby="fixed-list">
        <h2 id="fixed-list">걸려 있는 고정 알림</h2>
        {fixed.length === 0 ? (
          <p className="field-hint">걸려 있는 고정 알림이 없어요.</p>
        ) : (
          <ul className="admin-notice-list">
            {fixed.map((item) => (
              <li key={item.fixedNo}>
                <div>
                  <strong>{item.notificationTitle}</strong>
                  <span>
                    {item.live ? "게시 중" : "대기 또는 종료"}
                    {item.notificationUrl ? ` · ${item.notificationUrl}` : ""}
                  </span>
                </div>
                <button type="button" className="btn btn-sm btn-red" disabled={busy} onClick={() => void remove(item.fixedNo)}>
                  내리기
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <NoticeForm
        id="broadcast"
        title="전체 회원에게 공지 알림 보내기"
        submitLabel="공지 보내기"
        send={(v) => api("POST /api/admin/notification/notice", { body: { title: v.title, content: v.content, url: v.url || null } })}
        done="공지 알림을 보내고 있어요. 잠시 뒤 모든 회원의 알림 창에 도착해요."
      />
      <BannerForm onDone={() => void revalidator.revalidate()} />
      <section className="settings-card" aria-labelledby="banner-list">
        <h2 id="banner-list">배너 목록</h2>
        {banners.length === 0 ? (
          <p className="field-hint">등록된 배너가 없어요. 배너가 없으면 홈에는 기본 안내가 보여요.</p>
        ) : (
          <ul className="admin-notice-list admin-banner-list">
            {banners.map((item) => (
              <li key={item.bannerNo}>
                <img src={item.imageUrl} alt="" width={160} height={40} />
                <div>
                  <strong>{item.title}</strong>
                  <span>
                    {item.live ? "게시 중" : new Date(item.startsAt) > new Date() ? "예약됨" : "종료됨"} · 순서 {item.sortOrder} ·{" "}
                    {periodText(item.startsAt, item.endsAt)}
                    {item.linkUrl ? ` · ${item.linkUrl}` : ""}
                  </span>
                </div>
                <button type="button" className="btn btn-sm btn-red" disabled={busy} onClick={() => void removeBanner(item.bannerNo)}>
                  내리기
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface NoticeValues {
  title: string;
  content: string;
  subTitle: string;
  url: string;
}

function NoticeForm(props: {
  id: string;
  title: string;
  submitLabel: string;
  done: string;
  withSubTitle?: boolean;
  send(values: NoticeValues): Promise<{ ok: true } | { ok: false; message: string }>;
  onDone?(): void;
}) {
  const ui = useUi();
  const empty: NoticeValues = { title: "", content: "", subTitle: "", url: "" };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof NoticeValues, label: string, hint?: string) => (
    <div className="field-block">
      <label htmlFor={`${props.id}-field-${name}`}>{label}</label>
      <input
        id={`${props.id}-field-${name}`}
        className="text-input"
        value={values[name]}
        maxLength={name === "content" ? 300 : 100}
        onChange={(e) => {
          setValues({ ...values, [name]: e.target.value });
          setError(null);
        }}
      />
      {hint ? <p className="field-hint">{hint}</p> : null}
    </div>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!values.title.trim()) {
      setError("제목을 입력해 주세요.");
      return;
    }
    setBusy(true);
    const result = await props.send(values);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setValues(empty);
    ui.toast(props.done, "blue");
    props.onDone?.();
  };
  return (
    <section className="settings-card" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {field("title", "제목")}
        {field("content", "내용")}
        {props.withSubTitle ? field("subTitle", "머리말", "제목 위에 작게 보이는 말 (예: 운영 공지)") : null}
        {field("url", "링크", "/로 시작하는 사이트 주소나 https:// 주소 (비워 두면 링크 없음)")}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-blue" disabled={busy}>
          {props.submitLabel}
        </button>
      </form>
    </section>
  );
}

const seoulTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

function periodText(startsAt: string, endsAt: string | null): string {
  return `${seoulTime.format(new Date(startsAt))} ~ ${endsAt ? seoulTime.format(new Date(endsAt)) : "계속"}`;
}

/** A datetime-local value (the browser's own time zone) as an ISO instant, or null when empty. */
function instant(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface BannerValues {
  title: string;
  imageUrl: string;
  linkUrl: string;
  sortOrder: string;
  startsAt: string;
  endsAt: string;
}

function BannerForm({ onDone }: { onDone(): void }) {
  const ui = useUi();
  const empty: BannerValues = { title: "", imageUrl: "", linkUrl: "", sortOrder: "0", startsAt: "", endsAt: "" };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  // A new key after each banner clears the file input, which React does not control.
  const [formKey, setFormKey] = useState(0);
  const set = (name: keyof BannerValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setError(null);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append("file", file);
    setUploading(true);
    const result = await api("POST /api/contents/image", { query: { purpose: "thumbnail" }, body: form });
    setUploading(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    set("imageUrl", result.data.url);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    if (!values.title.trim()) return setError("제목을 입력해 주세요.");
    if (!values.imageUrl.trim()) return setError("배너 이미지를 올리거나 주소를 입력해 주세요.");
    const startsAt = instant(values.startsAt);
    const endsAt = instant(values.endsAt);
    if (startsAt && endsAt && endsAt <= startsAt) return setError("종료 시각은 시작 시각보다 뒤여야 합니다.");
    setBusy(true);
    const result = await api("POST /api/admin/banner", {
      body: {
        title: values.title,
        imageUrl: values.imageUrl.trim(),
        linkUrl: values.linkUrl.trim() || null,
        sortOrder: Number.parseInt(values.sortOrder, 10) || 0,
        startsAt,
        endsAt,
      },
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setValues(empty);
    setFormKey((k) => k + 1);
    ui.toast("배너를 등록했어요.", "blue");
    onDone();
  };

  return (
    <section className="settings-card" aria-labelledby="banner-title">
      <h2 id="banner-title">배너 등록</h2>
      <form key={formKey} onSubmit={(e) => void submit(e)} noValidate>
        <div className="field-block">
          <label htmlFor="banner-field-title">배너 제목</label>
          <input
            id="banner-field-title"
            className="text-input"
            value={values.title}
            maxLength={100}
            onChange={(e) => set("title", e.target.value)}
          />
          <p className="field-hint">이미지의 대체 텍스트로도 쓰여요.</p>
        </div>
        <div className="field-block">
          <label htmlFor="banner-field-file">배너 이미지</label>
          <input
            id="banner-field-file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <p className="field-hint">가로 1200 × 세로 300 정도를 권장해요. 휴대폰에서는 가운데 부분이 보여요.</p>
          <label htmlFor="banner-field-image" className="sub-label">
            또는 이미지 주소
          </label>
          <input
            id="banner-field-image"
            className="text-input"
            value={values.imageUrl}
            maxLength={1000}
            onChange={(e) => set("imageUrl", e.target.value)}
            placeholder="/files/… 또는 https://…"
          />
          {uploading ? <p className="field-hint">이미지를 올리는 중이에요…</p> : null}
          {values.imageUrl ? <img className="banner-preview" src={values.imageUrl} alt="배너 미리 보기" /> : null}
        </div>
        <div className="field-block">
          <label htmlFor="banner-field-link">배너 링크</label>
          <input
            id="banner-field-link"
            className="text-input"
            value={values.linkUrl}
            maxLength={1000}
            onChange={(e) => set("linkUrl", e.target.value)}
          />
          <p className="field-hint">/로 시작하는 사이트 주소나 https:// 주소 (비워 두면 링크 없음)</p>
        </div>
        <div className="field-row">
          <div className="field-block">
            <label htmlFor="banner-field-order">순서</label>
            <input
              id="banner-field-order"
              className="text-input"
              type="number"
              min={-1000}
              max={1000}
              value={values.sortOrder}
              onChange={(e) => set("sortOrder", e.target.value)}
            />
          </div>
          <div className="field-block">
            <label htmlFor="banner-field-start">시작</label>
            <input
              id="banner-field-start"
              className="text-input"
              type="datetime-local"
              value={values.startsAt}
              onChange={(e) => set("startsAt", e.target.value)}
            />
          </div>
          <div className="field-block">
            <label htmlFor="banner-field-end">종료</label>
            <input
              id="banner-field-end"
              className="text-input"
              type="datetime-local"
              value={values.endsAt}
              onChange={(e) => set("endsAt", e.target.value)}
            />
          </div>
        </div>
        <p className="field-hint">시작을 비우면 바로, 종료를 비우면 내릴 때까지 보여요. 순서가 작은 배너부터 보여요.</p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-blue" disabled={busy || uploading}>
          배너 등록
        </button>
      </form>
    </section>
  );
}
