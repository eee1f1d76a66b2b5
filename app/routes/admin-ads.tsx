// /admin/ads (moderators, desktop): the house ads of the feeds' ad slot — create, edit, hide or
// show again, and order them; an image is uploaded to the file store (a browser call), the ad
// itself is written through this page's action, the same commands as /api/admin/ads.
import { requireConsoleTwoFactor } from "../features/admin/console-access";
import { useEffect, useState, type FormEvent } from "react";
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { pageIntents } from "../lib/page-intents";
import { AD_BODY_MAX, AD_TITLE_MAX, ADS_MSG, type AdTheme } from "../../core/ads";
import { say, type Text } from "../../core/i18n";
import { ADMIN_MSG, MSG } from "../../core/messages";
import type { HouseAdAdmin } from "../../server/modules/ads/types";
import { Button } from "../components/ui/button";
import { Field, FormAlert } from "../components/ui/field";
import { useUi } from "../components/ui/ui-provider";
import { ADS_TEXT as A } from "../features/ads/text";
import { useT, type Showable } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/notify.css";
import "../styles/ads.css";
import { instant, localValue, usePeriodText } from "../features/admin/period";
import { useOperatorImage } from "../features/admin/operator-image";
import { OperatorImageField } from "../features/admin/operator-image-field";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (context.viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(context.viewer);
  const [ads, feed] = await Promise.all([context.services.ads.forModerator(), context.services.ads.feed()]);
  return { ads, adIndex: feed.adIndex };
}

const WRITES = pageIntents({
  create: "POST /api/admin/ads",
  update: "PUT /api/admin/ads/:adNo",
  hide: "POST /api/admin/ads/:adNo/hidden",
});
type Intent = (typeof WRITES.names)[number];

/** `intent` names the command; the rest of the input is the API route's own body or parameters. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => {
    const { intent, data: ad } = await WRITES.run(context.services, input, tools);
    return { intent, adNo: ad.adNo };
  });
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

type Input = Record<string, string | number | boolean | null>;

/** One write of this page: its pending state, and a toast when it succeeded. */
function useWrite(done: Text, onDone?: () => void) {
  const ui = useUi();
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      ui.toast(done, "blue");
      onDone?.();
    } else if (fetcher.state === "idle") {
      ui.toast(fetcher.data.message);
    }
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const send = (intent: Intent, input: Input) => void fetcher.submit({ intent, ...input }, { method: "post", encType: "application/json" });
  const refusal = fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? fetcher.data.message : null;
  return { send, pending: fetcher.state !== "idle", refusal };
}

/** The fields an edit sends back unchanged (the API's PUT takes the whole ad). */
function wholeAd(ad: HouseAdAdmin): Input {
  return {
    adNo: ad.adNo,
    title: ad.title,
    body: ad.body,
    linkUrl: ad.linkUrl,
    imageUrl: ad.imageUrl,
    theme: ad.theme,
    sortOrder: ad.sortOrder,
    hidden: ad.hidden,
    startsAt: ad.startsAt,
    endsAt: ad.endsAt,
  };
}

export default function AdminAds() {
  const { ads, adIndex } = useLoaderData<typeof loader>();
  const t = useT();
  const [editing, setEditing] = useState<HouseAdAdmin | null>(null);
  return (
    <div className="container admin-notices admin-ads">
      <p>
        <Link to="/admin" className="text-link">
          ← {t(A.backToConsole)}
        </Link>
      </p>
      <h1 className="page-heading">{t(A.heading)}</h1>
      <p className="field-hint">{t(A.lead, { n: adIndex })}</p>
      <AdForm key={editing ? `edit-${editing.adNo}` : "new"} editing={editing} onDone={() => setEditing(null)} />
      <section className="settings-card" aria-labelledby="ad-list">
        <h2 id="ad-list">{t(A.list)}</h2>
        {ads.length === 0 ? (
          <p className="field-hint">{t(A.empty)}</p>
        ) : (
          <ul className="admin-notice-list admin-banner-list">
            {ads.map((ad, i) => (
              <AdRow key={ad.adNo} ad={ad} above={ads[i - 1] ?? null} below={ads[i + 1] ?? null} onEdit={() => setEditing(ad)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AdRow({
  ad,
  above,
  below,
  onEdit,
}: {
  ad: HouseAdAdmin;
  above: HouseAdAdmin | null;
  below: HouseAdAdmin | null;
  onEdit: () => void;
}) {
  const t = useT();
  const period = usePeriodText(A.until);
  const hide = useWrite(ad.hidden ? A.shownDone : A.hiddenDone);
  const move = useWrite(A.moved);
  // Moving takes the neighbour's order, one step past it, so the two swap places.
  const moveTo = (neighbour: HouseAdAdmin, step: -1 | 1) =>
    move.send("update", { ...wholeAd(ad), sortOrder: Math.max(-1000, Math.min(1000, neighbour.sortOrder + step)) });
  const status = ad.hidden ? A.hidden : ad.live ? A.live : A.notLive;
  return (
    <li data-testid={`admin-ad-${ad.adNo}`}>
      {ad.imageUrl ? <img src={ad.imageUrl} alt="" width={96} height={54} /> : null}
      <div>
        <strong>{ad.title}</strong>
        <span>
          {t(status)} · {t(A.orderN, { n: ad.sortOrder })} · {period(ad.startsAt, ad.endsAt)} · {ad.linkUrl}
          {ad.theme ? ` · ${t(ad.theme === "blue" ? A.themeBlue : A.themeYellow)}` : ""}
        </span>
      </div>
      <span className="admin-ad-actions">
        {above ? (
          <Button size="sm" variant="white" pending={move.pending} onClick={() => moveTo(above, -1)}>
            {t(A.up)}
          </Button>
        ) : null}
        {below ? (
          <Button size="sm" variant="white" pending={move.pending} onClick={() => moveTo(below, 1)}>
            {t(A.down)}
          </Button>
        ) : null}
        <Button size="sm" variant="blue-outline" onClick={onEdit}>
          {t(A.edit)}
        </Button>
        <Button
          size="sm"
          variant={ad.hidden ? "blue" : "red"}
          pending={hide.pending}
          onClick={() => hide.send("hide", { adNo: ad.adNo, hidden: !ad.hidden })}
        >
          {t(ad.hidden ? A.show : A.hide)}
        </Button>
      </span>
    </li>
  );
}

interface AdValues {
  title: string;
  body: string;
  linkUrl: string;
  imageUrl: string;
  theme: "" | AdTheme;
  sortOrder: string;
  startsAt: string;
  endsAt: string;
}

const EMPTY: AdValues = { title: "", body: "", linkUrl: "", imageUrl: "", theme: "", sortOrder: "0", startsAt: "", endsAt: "" };

function valuesOf(ad: HouseAdAdmin | null): AdValues {
  if (!ad) return EMPTY;
  return {
    title: ad.title,
    body: ad.body,
    linkUrl: ad.linkUrl,
    imageUrl: ad.imageUrl ?? "",
    theme: ad.theme ?? "",
    sortOrder: String(ad.sortOrder),
    startsAt: localValue(ad.startsAt),
    endsAt: localValue(ad.endsAt),
  };
}

function AdForm({ editing, onDone }: { editing: HouseAdAdmin | null; onDone: () => void }) {
  const t = useT();
  const [values, setValues] = useState(() => valuesOf(editing));
  const [problem, setProblem] = useState<Showable | null>(null);
  const [formKey, setFormKey] = useState(0);
  const write = useWrite(editing ? A.saved : A.created, () => {
    setValues(EMPTY);
    setFormKey((k) => k + 1);
    onDone();
  });
  const set = (name: keyof AdValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblem(null);
  };
  const image = useOperatorImage((url) => set("imageUrl", url), setProblem);
  const { uploading } = image;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.pending || uploading) return;
    if (!values.title.trim()) return setProblem(ADS_MSG.titleRequired);
    if (!values.linkUrl.trim()) return setProblem(ADS_MSG.linkInvalid);
    const startsAt = instant(values.startsAt);
    const endsAt = instant(values.endsAt);
    if (startsAt && endsAt && endsAt <= startsAt) return setProblem(ADS_MSG.endBeforeStart);
    write.send(editing ? "update" : "create", {
      ...(editing ? { adNo: editing.adNo, hidden: editing.hidden } : {}),
      title: values.title,
      body: values.body,
      linkUrl: values.linkUrl.trim(),
      imageUrl: values.imageUrl.trim() || null,
      theme: values.theme || null,
      sortOrder: Number.parseInt(values.sortOrder, 10) || 0,
      startsAt,
      endsAt,
    });
  };
  const shown = problem ?? write.refusal;
  return (
    <section className="settings-card" aria-labelledby="ad-form-title">
      <h2 id="ad-form-title">{t(editing ? A.editAd : A.newAd)}</h2>
      <form key={formKey} onSubmit={submit} noValidate aria-busy={write.pending}>
        <Field id="ad-field-title" label={A.title} value={values.title} maxLength={AD_TITLE_MAX} onValue={(v) => set("title", v)} />
        <Field id="ad-field-body" label={A.body} value={values.body} maxLength={AD_BODY_MAX} onValue={(v) => set("body", v)} />
        <Field
          id="ad-field-link"
          label={A.link}
          value={values.linkUrl}
          maxLength={1000}
          onValue={(v) => set("linkUrl", v)}
          hint={t(A.linkHint)}
        />
        <OperatorImageField
          idPrefix="ad-field"
          value={values.imageUrl}
          onValue={(v) => set("imageUrl", v)}
          image={image}
          labels={{ file: A.image, fileHint: A.imageHint, address: A.imageAddress, uploading: A.uploading }}
        />
        <div className="field-row">
          <div className="field-block">
            <label htmlFor="ad-field-theme">{t(A.theme)}</label>
            <select id="ad-field-theme" value={values.theme} onChange={(e) => set("theme", e.target.value)}>
              <option value="">{t(A.themeRandom)}</option>
              <option value="blue">{t(A.themeBlue)}</option>
              <option value="yellow">{t(A.themeYellow)}</option>
            </select>
          </div>
          <Field
            id="ad-field-order"
            label={A.order}
            type="number"
            min={-1000}
            max={1000}
            value={values.sortOrder}
            onValue={(v) => set("sortOrder", v)}
          />
          <Field id="ad-field-start" label={A.start} type="datetime-local" value={values.startsAt} onValue={(v) => set("startsAt", v)} />
          <Field id="ad-field-end" label={A.end} type="datetime-local" value={values.endsAt} onValue={(v) => set("endsAt", v)} />
        </div>
        <p className="field-hint">{t(A.periodHint)}</p>
        <FormAlert message={shown ? { tone: "error", text: shown } : null} />
        <span className="admin-ad-actions">
          <Button type="submit" variant="blue" pending={write.pending} disabled={uploading}>
            {t(editing ? A.save : A.create)}
          </Button>
          {editing ? (
            <Button type="button" variant="white" onClick={onDone}>
              {t(A.cancel)}
            </Button>
          ) : null}
        </span>
      </form>
    </section>
  );
}
