// /admin/notices (moderators): pin a fixed notice at the top of every member's feed, take one
// down, send a notice to every member, and run the home banners (upload an image or give its
// address, link, order and period; take one down). Writes go through this page's action, the
// same commands as the API's admin routes; the image upload stays a browser call.
import { requireConsoleTwoFactor } from "../features/admin/console-access";
import { useEffect, useState, type FormEvent } from "react";
import { data, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { pageIntents } from "../lib/page-intents";
import { say, texts, type Text } from "../../core/i18n";
import { ADMIN_MSG, MSG } from "../../core/messages";
import { Button } from "../components/ui/button";
import { Field, FormAlert } from "../components/ui/field";
import { useUi } from "../components/ui/ui-provider";
import { useT, type Showable } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/notify.css";
import { instant, usePeriodText } from "../features/admin/period";
import { useOperatorImage } from "../features/admin/operator-image";
import { OperatorImageField } from "../features/admin/operator-image-field";

const NOTICES_TEXT = texts({
  heading: { ko: "공지·배너 관리", en: "Notices and banners" },
  pinTitle: { ko: "고정 알림 걸기", en: "Pin a notice" },
  pinned: { ko: "고정 알림을 걸었어요.", en: "Notice pinned." },
  unpinned: { ko: "고정 알림을 내렸어요.", en: "Notice taken down." },
  pinnedList: { ko: "걸려 있는 고정 알림", en: "Pinned notices" },
  noPinned: { ko: "걸려 있는 고정 알림이 없어요.", en: "No notices are pinned." },
  live: { ko: "게시 중", en: "Live" },
  waitingOrEnded: { ko: "대기 또는 종료", en: "Scheduled or ended" },
  scheduled: { ko: "예약됨", en: "Scheduled" },
  ended: { ko: "종료됨", en: "Ended" },
  takeDown: { ko: "내리기", en: "Take down" },
  broadcastTitle: { ko: "전체 회원에게 공지 알림 보내기", en: "Send a notice to every member" },
  broadcastSubmit: { ko: "공지 보내기", en: "Send notice" },
  broadcasting: {
    ko: "공지 알림을 보내고 있어요. 잠시 뒤 모든 회원의 알림 창에 도착해요.",
    en: "Sending the notice. It reaches every member's notifications shortly.",
  },
  title: { ko: "제목", en: "Title" },
  content: { ko: "내용", en: "Content" },
  subTitle: { ko: "머리말", en: "Label" },
  subTitleHint: { ko: "제목 위에 작게 보이는 말 (예: 운영 공지)", en: "Small words above the title (e.g. Announcement)" },
  link: { ko: "링크", en: "Link" },
  linkHint: {
    ko: "/로 시작하는 사이트 주소나 https:// 주소 (비워 두면 링크 없음)",
    en: "A site path starting with / or an https:// address (leave empty for no link)",
  },
  bannerList: { ko: "배너 목록", en: "Banners" },
  noBanners: {
    ko: "등록된 배너가 없어요. 배너가 없으면 홈에는 기본 안내가 보여요.",
    en: "No banners. Without one, home shows the default notice.",
  },
  order: { ko: "순서 {n}", en: "Order {n}" },
  until: { ko: "계속", en: "open-ended" },
  bannerTitle: { ko: "배너 등록", en: "Add a banner" },
  bannerName: { ko: "배너 제목", en: "Banner title" },
  bannerNameHint: { ko: "이미지의 대체 텍스트로도 쓰여요.", en: "Also used as the image's alternative text." },
  bannerImage: { ko: "배너 이미지", en: "Banner image" },
  bannerImageHint: {
    ko: "가로 1200 × 세로 300 정도를 권장해요. 휴대폰에서는 가운데 부분이 보여요.",
    en: "About 1200 × 300 works best. Phones show the middle part.",
  },
  imageAddress: { ko: "또는 이미지 주소", en: "Or an image address" },
  imageAddressPlaceholder: { ko: "/files/… 또는 https://…", en: "/files/… or https://…" },
  uploading: { ko: "이미지를 올리는 중이에요…", en: "Uploading the image…" },
  preview: { ko: "배너 미리 보기", en: "Banner preview" },
  bannerLink: { ko: "배너 링크", en: "Banner link" },
  sortOrder: { ko: "순서", en: "Order" },
  start: { ko: "시작", en: "Start" },
  end: { ko: "종료", en: "End" },
  periodHint: {
    ko: "시작을 비우면 바로, 종료를 비우면 내릴 때까지 보여요. 순서가 작은 배너부터 보여요.",
    en: "An empty start shows it now; an empty end keeps it until taken down. Lower orders show first.",
  },
  imageRequired: { ko: "배너 이미지를 올리거나 주소를 입력해 주세요.", en: "Upload a banner image or enter its address." },
  bannerAdded: { ko: "배너를 등록했어요.", en: "Banner added." },
  bannerRemoved: { ko: "배너를 내렸어요.", en: "Banner taken down." },
});

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (context.viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(context.viewer);
  const [fixed, banners] = await Promise.all([
    context.services.notifications.fixedForModerator(),
    context.services.notifications.bannersForModerator(),
  ]);
  return { fixed, banners };
}

const WRITES = pageIntents({
  pin: "POST /api/admin/notification/fixed",
  unpin: "DELETE /api/admin/notification/fixed/:fixedNo",
  broadcast: "POST /api/admin/notification/notice",
  addBanner: "POST /api/admin/banner",
  removeBanner: "DELETE /api/admin/banner/:bannerNo",
});
type Intent = (typeof WRITES.names)[number];

/** `intent` names the command; the rest of the input is the API route's own body or parameters. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => ({ intent: (await WRITES.run(context.services, input, tools)).intent }));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

/** One write of this page: its pending state, and a toast when it succeeded. */
function useWrite(done: Text, onDone?: () => void) {
  const ui = useUi();
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      ui.toast(done, "blue");
      onDone?.();
    }
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const send = (intent: Intent, input: Record<string, string | number | null>) =>
    void fetcher.submit({ intent, ...input }, { method: "post", encType: "application/json" });
  const refusal = fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? fetcher.data.message : null;
  return { send, pending: fetcher.state !== "idle", refusal };
}

/** A take-down button with its own pending state; a refusal shows as a toast. */
function TakeDown({ intent, input, done }: { intent: Intent; input: Record<string, number>; done: Text }) {
  const t = useT();
  const ui = useUi();
  const write = useWrite(done);
  useEffect(() => {
    if (write.refusal) ui.toast(write.refusal);
  }, [write.refusal]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Button size="sm" variant="red" pending={write.pending} onClick={() => write.send(intent, input)}>
      {t(NOTICES_TEXT.takeDown)}
    </Button>
  );
}

export default function AdminNotices() {
  const { fixed, banners } = useLoaderData<typeof loader>();
  const t = useT();
  const period = usePeriodText(NOTICES_TEXT.until);

  return (
    <div className="container admin-notices">
      <h1 className="page-heading">{t(NOTICES_TEXT.heading)}</h1>
      <NoticeForm
        id="fixed"
        intent="pin"
        title={NOTICES_TEXT.pinTitle}
        submitLabel={NOTICES_TEXT.pinTitle}
        done={NOTICES_TEXT.pinned}
        withSubTitle
      />
      <section className="settings-card" aria-labelledby="fixed-list">
        <h2 id="fixed-list">{t(NOTICES_TEXT.pinnedList)}</h2>
        {fixed.length === 0 ? (
          <p className="field-hint">{t(NOTICES_TEXT.noPinned)}</p>
        ) : (
          <ul className="admin-notice-list">
            {fixed.map((item) => (
              <li key={item.fixedNo}>
                <div>
                  <strong>{item.notificationTitle}</strong>
                  <span>
                    {t(item.live ? NOTICES_TEXT.live : NOTICES_TEXT.waitingOrEnded)}
                    {item.notificationUrl ? ` · ${item.notificationUrl}` : ""}
                  </span>
                </div>
                <TakeDown intent="unpin" input={{ fixedNo: item.fixedNo }} done={NOTICES_TEXT.unpinned} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NoticeForm
        id="broadcast"
        intent="broadcast"
        title={NOTICES_TEXT.broadcastTitle}
        submitLabel={NOTICES_TEXT.broadcastSubmit}
        done={NOTICES_TEXT.broadcasting}
      />
      <BannerForm />
      <section className="settings-card" aria-labelledby="banner-list">
        <h2 id="banner-list">{t(NOTICES_TEXT.bannerList)}</h2>
        {banners.length === 0 ? (
          <p className="field-hint">{t(NOTICES_TEXT.noBanners)}</p>
        ) : (
          <ul className="admin-notice-list admin-banner-list">
            {banners.map((item) => (
              <li key={item.bannerNo}>
                <img src={item.imageUrl} alt="" width={160} height={40} />
                <div>
                  <strong>{item.title}</strong>
                  <span>
                    {t(item.live ? NOTICES_TEXT.live : new Date(item.startsAt) > new Date() ? NOTICES_TEXT.scheduled : NOTICES_TEXT.ended)}{" "}
                    · {t(NOTICES_TEXT.order, { n: item.sortOrder })} · {period(item.startsAt, item.endsAt)}
                    {item.linkUrl ? ` · ${item.linkUrl}` : ""}
                  </span>
                </div>
                <TakeDown intent="removeBanner" input={{ bannerNo: item.bannerNo }} done={NOTICES_TEXT.bannerRemoved} />
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

const EMPTY_NOTICE: NoticeValues = { title: "", content: "", subTitle: "", url: "" };

function NoticeForm(props: {
  id: string;
  intent: "pin" | "broadcast";
  title: Text;
  submitLabel: Text;
  done: Text;
  withSubTitle?: boolean;
}) {
  const t = useT();
  const [values, setValues] = useState(EMPTY_NOTICE);
  /** The form's own check (a title is needed) before anything is sent. */
  const [missing, setMissing] = useState<Showable | null>(null);
  const write = useWrite(props.done, () => setValues(EMPTY_NOTICE));
  const field = (name: keyof NoticeValues, label: Text, hint?: Text) => (
    <Field
      id={`${props.id}-field-${name}`}
      label={label}
      value={values[name]}
      maxLength={name === "content" ? 300 : 100}
      onValue={(value) => {
        setValues({ ...values, [name]: value });
        setMissing(null);
      }}
      hint={hint ? t(hint) : undefined}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    if (!values.title.trim()) return setMissing(MSG.titleRequired);
    write.send(
      props.intent,
      props.intent === "pin"
        ? {
            notificationTitle: values.title,
            notificationContent: values.content,
            notificationSubTitle: values.subTitle,
            notificationUrl: values.url || null,
          }
        : { title: values.title, content: values.content, url: values.url || null },
    );
  };
  const problem = missing ?? write.refusal;
  return (
    <section className="settings-card" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{t(props.title)}</h2>
      <form onSubmit={submit} noValidate aria-busy={write.pending}>
        {field("title", NOTICES_TEXT.title)}
        {field("content", NOTICES_TEXT.content)}
        {props.withSubTitle ? field("subTitle", NOTICES_TEXT.subTitle, NOTICES_TEXT.subTitleHint) : null}
        {field("url", NOTICES_TEXT.link, NOTICES_TEXT.linkHint)}
        <FormAlert message={problem ? { tone: "error", text: problem } : null} />
        <Button type="submit" variant="blue" pending={write.pending}>
          {t(props.submitLabel)}
        </Button>
      </form>
    </section>
  );
}

interface BannerValues {
  title: string;
  imageUrl: string;
  linkUrl: string;
  sortOrder: string;
  startsAt: string;
  endsAt: string;
}

const EMPTY_BANNER: BannerValues = { title: "", imageUrl: "", linkUrl: "", sortOrder: "0", startsAt: "", endsAt: "" };

function BannerForm() {
  const t = useT();
  const [values, setValues] = useState(EMPTY_BANNER);
  const [problem, setProblem] = useState<Showable | null>(null);
  // The image upload is a browser call (a file); the banner itself goes through the action.
  // A new key after each banner clears the file input, which React does not control.
  const [formKey, setFormKey] = useState(0);
  const write = useWrite(NOTICES_TEXT.bannerAdded, () => {
    setValues(EMPTY_BANNER);
    setFormKey((k) => k + 1);
  });
  const set = (name: keyof BannerValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblem(null);
  };

  const image = useOperatorImage((url) => set("imageUrl", url), setProblem);
  const { uploading } = image;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.pending || uploading) return;
    if (!values.title.trim()) return setProblem(MSG.titleRequired);
    if (!values.imageUrl.trim()) return setProblem(NOTICES_TEXT.imageRequired);
    const startsAt = instant(values.startsAt);
    const endsAt = instant(values.endsAt);
    if (startsAt && endsAt && endsAt <= startsAt) return setProblem(ADMIN_MSG.endBeforeStart);
    write.send("addBanner", {
      title: values.title,
      imageUrl: values.imageUrl.trim(),
      linkUrl: values.linkUrl.trim() || null,
      sortOrder: Number.parseInt(values.sortOrder, 10) || 0,
      startsAt,
      endsAt,
    });
  };

  const shown = problem ?? write.refusal;
  return (
    <section className="settings-card" aria-labelledby="banner-title">
      <h2 id="banner-title">{t(NOTICES_TEXT.bannerTitle)}</h2>
      <form key={formKey} onSubmit={submit} noValidate aria-busy={write.pending}>
        <Field
          id="banner-field-title"
          label={NOTICES_TEXT.bannerName}
          value={values.title}
          maxLength={100}
          onValue={(v) => set("title", v)}
          hint={t(NOTICES_TEXT.bannerNameHint)}
        />
        <OperatorImageField
          idPrefix="banner-field"
          value={values.imageUrl}
          onValue={(v) => set("imageUrl", v)}
          image={image}
          labels={{
            file: NOTICES_TEXT.bannerImage,
            fileHint: NOTICES_TEXT.bannerImageHint,
            address: NOTICES_TEXT.imageAddress,
            placeholder: NOTICES_TEXT.imageAddressPlaceholder,
            uploading: NOTICES_TEXT.uploading,
            preview: NOTICES_TEXT.preview,
          }}
        />
        <Field
          id="banner-field-link"
          label={NOTICES_TEXT.bannerLink}
          value={values.linkUrl}
          maxLength={1000}
          onValue={(v) => set("linkUrl", v)}
          hint={t(NOTICES_TEXT.linkHint)}
        />
        <div className="field-row">
          <Field
            id="banner-field-order"
            label={NOTICES_TEXT.sortOrder}
            type="number"
            min={-1000}
            max={1000}
            value={values.sortOrder}
            onValue={(v) => set("sortOrder", v)}
          />
          <Field
            id="banner-field-start"
            label={NOTICES_TEXT.start}
            type="datetime-local"
            value={values.startsAt}
            onValue={(v) => set("startsAt", v)}
          />
          <Field
            id="banner-field-end"
            label={NOTICES_TEXT.end}
            type="datetime-local"
            value={values.endsAt}
            onValue={(v) => set("endsAt", v)}
          />
        </div>
        <p className="field-hint">{t(NOTICES_TEXT.periodHint)}</p>
        <FormAlert message={shown ? { tone: "error", text: shown } : null} />
        <Button type="submit" variant="blue" pending={write.pending} disabled={uploading}>
          {t(NOTICES_TEXT.bannerTitle)}
        </Button>
      </form>
    </section>
  );
}
