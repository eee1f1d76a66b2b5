// /admin/events (moderators, desktop): write notices and events — create, edit, publish,
// take down, write results after the end — and see the AI contest's entries. Writes go
// through this page's action, the same commands as /api/admin/events; the banner image
// upload stays a browser call.
import { requireConsoleTwoFactor } from "../features/admin/console-access";
import { useEffect, useState, type FormEvent } from "react";
import { data, Link, useFetcher, useLoaderData, useNavigate, type MetaFunction } from "react-router";
import { pageIntents } from "../lib/page-intents";
import { say } from "../../core/i18n";
import { ADMIN_MSG, MSG } from "../../core/messages";
import { isoToSeoulInput, seoulInputToIso, type SiteEventKind } from "../../core/site-events";
import type { SiteEventAdminItem } from "../../server/modules/site-events/types";
import { Button } from "../components/ui/button";
import { Field } from "../components/ui/field";
import { Pagination } from "../components/ui/pagination";
import { useUi } from "../components/ui/ui-provider";
import { EventPeriod, PhaseBadge } from "../features/site-events/parts";
import { ADMIN_EVENTS_TEXT, EVENTS_TEXT } from "../features/site-events/text";
import { useFormat, useT, type Showable } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/admin.css";
import "../styles/events.css";
import { useOperatorImage } from "../features/admin/operator-image";
import { OperatorImageField } from "../features/admin/operator-image-field";

export async function loader({ request, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (context.viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(context.viewer);
  const search = new URL(request.url).searchParams;
  const list = await context.services.events.forModerator();
  const entriesNo = Number(search.get("entries") ?? "");
  const rawPage = search.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const showing = list.find((e) => e.eventNo === entriesNo) ?? null;
  const entries = showing ? await context.services.events.entriesForModerator(showing.eventNo, page) : null;
  const edit = search.get("edit");
  const creating = edit === "new";
  const editing = list.find((e) => String(e.eventNo) === edit) ?? null;
  return { list, showing, entries, creating, editing };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const WRITES = pageIntents({
  create: "POST /api/admin/events",
  update: "PUT /api/admin/events/:eventNo",
  setState: "POST /api/admin/events/:eventNo/state",
});

/**
 * `intent` names the command (the form sends `create`, or `update` with the entry's eventNo); the
 * rest is the API route's own body and parameters.
 */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => {
    const { intent, data: item } = await WRITES.run(context.services, input, tools);
    return { intent, eventNo: item.eventNo, state: item.state };
  });
}

export default function AdminEvents() {
  const { list, showing, entries, creating, editing } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  return (
    <div className="container admin-events">
      <p className="admin-back">
        <Link to="/admin">← {t(ADMIN_EVENTS_TEXT.consoleHome)}</Link>
      </p>
      <h1 className="page-heading">{t(ADMIN_EVENTS_TEXT.heading)}</h1>
      {creating || editing ? (
        <EventForm key={editing ? editing.eventNo : "new"} item={editing} />
      ) : (
        <p>
          <Link to="/admin/events?edit=new" className="btn btn-blue">
            {t(ADMIN_EVENTS_TEXT.newEntry)}
          </Link>
        </p>
      )}
      <section>
        <h2 className="admin-section-title">{t(ADMIN_EVENTS_TEXT.listTitle)}</h2>
        {list.length === 0 ? (
          <p className="empty-state">{t(ADMIN_EVENTS_TEXT.empty)}</p>
        ) : (
          <table className="admin-events-table">
            <thead>
              <tr>
                <th>{t(ADMIN_EVENTS_TEXT.kind)}</th>
                <th>{t(ADMIN_EVENTS_TEXT.title)}</th>
                <th>{t(EVENTS_TEXT.period)}</th>
                <th>
                  {t(ADMIN_EVENTS_TEXT.stateDraft)}/{t(ADMIN_EVENTS_TEXT.statePublished)}
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.map((item) => (
                <tr key={item.eventNo} data-slug={item.slug}>
                  <td>{t(item.kind === "notice" ? EVENTS_TEXT.notice : EVENTS_TEXT.event)}</td>
                  <td>
                    <strong>{item.title}</strong>
                    <div className="muted">/event/{item.slug}</div>
                  </td>
                  <td>
                    {item.kind === "event" ? <PhaseBadge phase={item.phase} /> : null}{" "}
                    <EventPeriod startsAt={item.startsAt} endsAt={item.endsAt} />
                  </td>
                  <td>
                    <span className={item.state === "published" ? "event-state live" : "event-state"}>
                      {t(item.state === "published" ? ADMIN_EVENTS_TEXT.statePublished : ADMIN_EVENTS_TEXT.stateDraft)}
                    </span>
                  </td>
                  <td>
                    <div className="admin-events-actions">
                      <Link to={`/admin/events?edit=${item.eventNo}`} className="btn btn-sm">
                        {t(ADMIN_EVENTS_TEXT.editEntry)}
                      </Link>
                      <StateButton item={item} />
                      {item.kind === "event" ? (
                        <Link to={`/admin/events?entries=${item.eventNo}`} className="btn btn-sm">
                          {t(ADMIN_EVENTS_TEXT.entries, { n: item.entryCount })}
                        </Link>
                      ) : null}
                      {item.state === "published" ? (
                        <Link to={item.link} className="btn btn-sm">
                          {t(ADMIN_EVENTS_TEXT.view)}
                        </Link>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {showing && entries ? (
        <section id="entries">
          <h2 className="admin-section-title">{t(ADMIN_EVENTS_TEXT.entriesTitle, { title: showing.title })}</h2>
          {entries.items.length === 0 ? (
            <p className="empty-state">{t(ADMIN_EVENTS_TEXT.noEntries)}</p>
          ) : (
            <ul className="event-entries">
              {entries.items.map((entry) => (
                <li key={entry.entryNo}>
                  <Link to={`/d/${entry.permaLink}`} className="event-entry-title">
                    {entry.subject}
                  </Link>
                  <span className="muted">
                    {entry.userName} ({entry.userId}) · {t(ADMIN_EVENTS_TEXT.enteredAt, { date: format.date(entry.enteredAt) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={entries.page} totalPages={entries.totalPages} />
        </section>
      ) : null}
    </div>
  );
}

function StateButton({ item }: { item: SiteEventAdminItem }) {
  const t = useT();
  const ui = useUi();
  const fetcher = useFetcher<typeof action>();
  const next = item.state === "published" ? "draft" : "published";
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok)
      ui.toast(fetcher.data.data.state === "published" ? ADMIN_EVENTS_TEXT.published : ADMIN_EVENTS_TEXT.unpublished, "blue");
    else ui.toast(fetcher.data.message);
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Button
      size="sm"
      variant={next === "published" ? "blue" : "red"}
      pending={fetcher.state !== "idle"}
      onClick={() =>
        void fetcher.submit({ intent: "setState", eventNo: item.eventNo, state: next }, { method: "post", encType: "application/json" })
      }
    >
      {t(next === "published" ? ADMIN_EVENTS_TEXT.publish : ADMIN_EVENTS_TEXT.unpublish)}
    </Button>
  );
}

interface FormValues {
  kind: SiteEventKind;
  slug: string;
  title: string;
  summary: string;
  bannerUrl: string;
  startsAt: string;
  endsAt: string;
  pinned: boolean;
  bodyHtml: string;
  rulesHtml: string;
  resultsHtml: string;
}

function valuesOf(item: SiteEventAdminItem | null): FormValues {
  return {
    kind: item?.kind ?? "notice",
    slug: item?.slug ?? "",
    title: item?.title ?? "",
    summary: item?.summary ?? "",
    bannerUrl: item?.bannerUrl ?? "",
    startsAt: isoToSeoulInput(item?.startsAt ?? null),
    endsAt: isoToSeoulInput(item?.endsAt ?? null),
    pinned: item?.pinned ?? false,
    bodyHtml: item?.bodyHtml ?? "",
    rulesHtml: item?.rulesHtml ?? "",
    resultsHtml: item?.resultsHtml ?? "",
  };
}

function EventForm({ item }: { item: SiteEventAdminItem | null }) {
  const t = useT();
  const ui = useUi();
  const navigate = useNavigate();
  const save = useFetcher<typeof action>();
  const [values, setValues] = useState(() => valuesOf(item));
  const [problem, setProblem] = useState<Showable | null>(null);
  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblem(null);
  };
  useEffect(() => {
    if (!save.data) return;
    if (save.data.ok) {
      ui.toast(ADMIN_EVENTS_TEXT.saved, "blue");
      void navigate("/admin/events");
    } else setProblem(save.data.message);
  }, [save.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const image = useOperatorImage((url) => set("bannerUrl", url), setProblem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.state !== "idle" || image.uploading) return;
    void save.submit(
      {
        ...(item ? { intent: "update", eventNo: item.eventNo } : { intent: "create" }),
        kind: values.kind,
        slug: values.slug,
        title: values.title,
        summary: values.summary,
        bannerUrl: values.bannerUrl || null,
        startsAt: seoulInputToIso(values.startsAt),
        endsAt: seoulInputToIso(values.endsAt),
        pinned: values.pinned,
        bodyHtml: values.bodyHtml,
        rulesHtml: values.rulesHtml,
        resultsHtml: values.resultsHtml,
      },
      { method: "post", encType: "application/json" },
    );
  };

  const text = (name: "slug" | "title" | "summary", label: Showable, hint?: Showable) => (
    <Field
      id={`event-field-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onValue={(v) => set(name, v)}
      hint={hint ? t(hint) : undefined}
    />
  );
  const area = (name: "bodyHtml" | "rulesHtml" | "resultsHtml", label: Showable, rows: number) => (
    <div className="field-block">
      <label htmlFor={`event-field-${name}`}>{t(label)}</label>
      <textarea
        id={`event-field-${name}`}
        name={name}
        className="admin-textarea admin-html-area"
        rows={rows}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
      />
    </div>
  );

  return (
    <form className="admin-event-form" onSubmit={submit}>
      <h2 className="admin-section-title">{t(item ? ADMIN_EVENTS_TEXT.editEntry : ADMIN_EVENTS_TEXT.newEntry)}</h2>
      <div className="field-block">
        <label htmlFor="event-field-kind">{t(ADMIN_EVENTS_TEXT.kind)}</label>
        <select
          id="event-field-kind"
          name="kind"
          className="admin-select"
          value={values.kind}
          onChange={(e) => set("kind", e.target.value as SiteEventKind)}
        >
          <option value="notice">{t(EVENTS_TEXT.notice)}</option>
          <option value="event">{t(EVENTS_TEXT.event)}</option>
        </select>
      </div>
      {text("slug", ADMIN_EVENTS_TEXT.slug, ADMIN_EVENTS_TEXT.slugHint)}
      {text("title", ADMIN_EVENTS_TEXT.title)}
      {text("summary", ADMIN_EVENTS_TEXT.summary)}
      <OperatorImageField
        idPrefix="event-banner"
        value={values.bannerUrl}
        onValue={(v) => set("bannerUrl", v)}
        image={image}
        labels={{ file: ADMIN_EVENTS_TEXT.bannerUpload, address: ADMIN_EVENTS_TEXT.banner, uploading: ADMIN_EVENTS_TEXT.uploading }}
      />
      <div className="admin-field-row">
        <Field
          id="event-field-start"
          name="startsAt"
          type="datetime-local"
          label={ADMIN_EVENTS_TEXT.start}
          value={values.startsAt}
          onValue={(v) => set("startsAt", v)}
        />
        <Field
          id="event-field-end"
          name="endsAt"
          type="datetime-local"
          label={ADMIN_EVENTS_TEXT.end}
          value={values.endsAt}
          onValue={(v) => set("endsAt", v)}
        />
      </div>
      <label className="admin-check">
        <input type="checkbox" name="pinned" checked={values.pinned} onChange={(e) => set("pinned", e.target.checked)} />
        <span>{t(ADMIN_EVENTS_TEXT.pinned)}</span>
      </label>
      {area("bodyHtml", ADMIN_EVENTS_TEXT.body, 8)}
      {area("rulesHtml", ADMIN_EVENTS_TEXT.rules, 4)}
      {area("resultsHtml", ADMIN_EVENTS_TEXT.resultsField, 4)}
      {problem ? (
        <p className="form-alert" role="alert">
          {t(problem)}
        </p>
      ) : null}
      <div className="admin-form-buttons">
        <Button type="submit" variant="blue" pending={save.state !== "idle"} disabled={image.uploading}>
          {t(ADMIN_EVENTS_TEXT.save)}
        </Button>
        <Link to="/admin/events" className="btn">
          {t(ADMIN_EVENTS_TEXT.cancel)}
        </Link>
      </div>
    </form>
  );
}
