// /mypage/series (and /m/mypage/series): the member's series (docs/product/series.md §2) — create
// one, add their published posts, order the parts by dragging or by keyboard (Alt+↑/↓ on a focused
// part, or its Up and Down buttons; each move is announced), take parts out, rename, delete (the
// posts stay). Every change is this page's action, the same command as the API's route.
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from "react";
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { say, type Text } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { moveItem, SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX, seriesPath } from "../../core/series";
import type { SeriesDetail, SeriesPart, SeriesPostChoice } from "../../server/modules/series/types";
import { Button } from "../components/ui/button";
import { useUi } from "../components/ui/ui-provider";
import { SERIES_TEXT as S } from "../features/series/text";
import { useIsMobile } from "../lib/device";
import { useT, type Showable } from "../lib/i18n";
import { pageIntents } from "../lib/page-intents";
import { privateMeta } from "../lib/meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/series.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return { mine: await context.services.series.mine(context.viewer), userId: context.viewer.userId };
}

const WRITES = pageIntents({
  create: "POST /api/series",
  update: "PUT /api/series/:seriesNo",
  remove: "DELETE /api/series/:seriesNo",
  addPart: "POST /api/series/:seriesNo/parts",
  removePart: "DELETE /api/series/:seriesNo/parts/:boardNo",
  reorder: "PUT /api/series/:seriesNo/order",
});
type Intent = (typeof WRITES.names)[number];

/** `intent` names the command; the rest of the input is the API route's own body and parameters. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => ({ intent: (await WRITES.run(context.services, input, tools)).intent }));
}

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, S.heading);

type Input = Record<string, string | number | boolean | null | number[]>;

/** One write of this page: send it, its pending state, a toast when done and the refusal when not. */
function useWrite(done?: () => Showable | null) {
  const ui = useUi();
  const fetcher = useFetcher<typeof action>();
  const doneRef = useRef(done);
  doneRef.current = done;
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    if (fetcher.data.ok) {
      const message = doneRef.current?.();
      if (message) ui.toast(message, "blue");
    } else ui.toast(fetcher.data.message);
  }, [fetcher.data, fetcher.state]); // eslint-disable-line react-hooks/exhaustive-deps
  const send = (intent: Intent, input: Input) => void fetcher.submit({ intent, ...input }, { method: "post", encType: "application/json" });
  return { send, pending: fetcher.state !== "idle", ok: fetcher.state === "idle" && fetcher.data?.ok === true, data: fetcher.data };
}

function SeriesFields({
  idPrefix,
  title,
  description,
  onTitle,
  onDescription,
}: {
  idPrefix: string;
  title: string;
  description: string;
  onTitle: (value: string) => void;
  onDescription: (value: string) => void;
}) {
  const t = useT();
  return (
    <>
      <label htmlFor={`${idPrefix}-title`}>
        {t(S.title)}
        <input
          id={`${idPrefix}-title`}
          value={title}
          maxLength={SERIES_TITLE_MAX}
          required
          placeholder={t(S.titlePlaceholder)}
          onChange={(e) => onTitle(e.target.value)}
        />
      </label>
      <label htmlFor={`${idPrefix}-description`}>
        {t(S.description)}
        <textarea
          id={`${idPrefix}-description`}
          value={description}
          maxLength={SERIES_DESCRIPTION_MAX}
          onChange={(e) => onDescription(e.target.value)}
        />
      </label>
    </>
  );
}

function CreateSeries() {
  const t = useT();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const write = useWrite(() => {
    setTitle("");
    setDescription("");
    return S.created;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.send("create", { title, description });
  };
  return (
    <section className="my-series-create" aria-labelledby="my-series-create">
      <h2 id="my-series-create">{t(S.create)}</h2>
      <form className="my-series-form" onSubmit={submit}>
        <SeriesFields idPrefix="new-series" title={title} description={description} onTitle={setTitle} onDescription={setDescription} />
        <div className="my-series-row">
          <Button type="submit" variant="blue" size="sm" pending={write.pending}>
            {t(S.createSubmit)}
          </Button>
        </div>
      </form>
    </section>
  );
}

function hiddenMark(part: SeriesPart): Text | null {
  if (part.hidden === "deleted") return S.hiddenDeleted;
  if (part.hidden === "blinded") return S.hiddenBlinded;
  return null;
}

function SeriesItem({ series, posts, userId }: { series: SeriesDetail; posts: SeriesPostChoice[]; userId: string }) {
  const t = useT();
  const mobile = useIsMobile();
  const prefix = mobile ? "/m" : "";
  const [order, setOrder] = useState(series.parts);
  const [announce, setAnnounce] = useState("");
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [title, setTitle] = useState(series.title);
  const [description, setDescription] = useState(series.description);
  const [pick, setPick] = useState("");
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const focusAfter = useRef<number | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  // The server's order after each change (the page reloads its data) replaces the local one.
  const partsKey = series.parts.map((p) => `${p.boardNo}:${p.hidden ?? ""}:${p.subject}`).join(",");
  useEffect(() => setOrder(series.parts), [partsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (focusAfter.current === null) return;
    items.current.get(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [order]);

  const reorder = useWrite(() => S.orderSaved);
  const rename = useWrite(() => {
    setEditing(false);
    return S.saved;
  });
  const remove = useWrite(() => S.removed);
  const add = useWrite(() => null);
  const takeOut = useWrite(() => null);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = moveItem(order, from, to);
    const part = order[from]!;
    setOrder(next);
    focusAfter.current = part.boardNo;
    setAnnounce(t(S.moved, { subject: part.subject, n: to + 1, total: next.length }));
    reorder.send("reorder", { seriesNo: series.seriesNo, order: next.map((p) => p.boardNo) });
  };

  const onKey = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget || !event.altKey) return;
    if (event.key === "ArrowUp") {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      move(index, index + 1);
    }
  };

  const drag = {
    start: (index: number) => (event: DragEvent<HTMLLIElement>) => {
      setDragFrom(index);
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(order[index]!.boardNo));
    },
    over: (index: number) => (event: DragEvent<HTMLLIElement>) => {
      if (dragFrom === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (dropAt !== index) setDropAt(index);
    },
    drop: (index: number) => (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      if (dragFrom !== null) move(dragFrom, index);
      setDragFrom(null);
      setDropAt(null);
    },
    end: () => {
      setDragFrom(null);
      setDropAt(null);
    },
  };

  const choices = posts.filter((p) => p.seriesNo === null);
  const addPick = (event: FormEvent) => {
    event.preventDefault();
    const boardNo = Number(pick);
    if (!boardNo) return;
    const subject = posts.find((p) => p.boardNo === boardNo)?.subject ?? "";
    add.send("addPart", { seriesNo: series.seriesNo, boardNo });
    setAnnounce(t(S.added, { subject }));
    setPick("");
  };

  const headingId = `my-series-${series.seriesNo}`;
  return (
    <section className="my-series-item" aria-labelledby={headingId}>
      {editing ? (
        <form
          className="my-series-form"
          onSubmit={(event) => {
            event.preventDefault();
            rename.send("update", { seriesNo: series.seriesNo, title, description });
          }}
        >
          <h2 id={headingId} className="sr-only">
            {series.title}
          </h2>
          <SeriesFields
            idPrefix={`series-${series.seriesNo}`}
            title={title}
            description={description}
            onTitle={setTitle}
            onDescription={setDescription}
          />
          <div className="my-series-row">
            <Button type="submit" variant="blue" size="sm" pending={rename.pending}>
              {t(S.save)}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                setEditing(false);
                setTitle(series.title);
                setDescription(series.description);
              }}
            >
              {t(S.cancel)}
            </Button>
          </div>
        </form>
      ) : (
        <div className="my-series-head">
          <h2 id={headingId}>{series.title}</h2>
          <span className="my-series-row">
            <Link to={seriesPath(userId, series.seriesNo, mobile)} className="btn btn-sm">
              {t(S.publicPage)}
            </Link>
            <Button size="sm" onClick={() => setEditing(true)}>
              {t(S.rename)}
            </Button>
            <Button size="sm" variant="red" onClick={() => setConfirming(true)}>
              {t(S.remove)}
            </Button>
          </span>
          {series.description ? <p>{series.description}</p> : null}
        </div>
      )}
      {confirming ? (
        <div className="my-series-row" role="alertdialog" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>{t(S.removeConfirm, { title: series.title })}</p>
          <Button size="sm" variant="red" pending={remove.pending} onClick={() => remove.send("remove", { seriesNo: series.seriesNo })}>
            {t(S.remove)}
          </Button>
          <Button size="sm" onClick={() => setConfirming(false)}>
            {t(S.cancel)}
          </Button>
        </div>
      ) : null}
      {order.length > 1 ? <p className="my-series-hint">{t(S.reorderHint)}</p> : null}
      <p className="sr-only" aria-live="polite" role="status">
        {announce}
      </p>
      {order.length ? (
        <ol className="my-series-parts" aria-label={t(S.partsLabel, { title: series.title })}>
          {order.map((part, index) => {
            const mark = hiddenMark(part);
            const classes = [
              "my-series-part",
              mark ? "is-hidden" : null,
              dragFrom === index ? "dragging" : null,
              dropAt === index && dragFrom !== index ? "drop-target" : null,
            ]
              .filter(Boolean)
              .join(" ");
            return (
              <li
                key={part.boardNo}
                ref={(node) => {
                  if (node) items.current.set(part.boardNo, node);
                  else items.current.delete(part.boardNo);
                }}
                className={classes}
                tabIndex={0}
                draggable
                data-board-no={part.boardNo}
                aria-label={`${index + 1}. ${part.subject}${mark ? ` (${t(mark)})` : ""}`}
                aria-describedby={`${headingId}-hint`}
                onKeyDown={onKey(index)}
                onDragStart={drag.start(index)}
                onDragOver={drag.over(index)}
                onDrop={drag.drop(index)}
                onDragEnd={drag.end}
              >
                <span className="my-series-handle" aria-hidden="true" title={t(S.dragHandle, { subject: part.subject })}>
                  ⠿
                </span>
                <span className="my-series-no">{index + 1}</span>
                <span className="my-series-subject">
                  {part.hidden === "deleted" ? part.subject : <Link to={`${prefix}/d/${part.permaLink}`}>{part.subject}</Link>}
                  {mark ? <span className="my-series-mark">{t(mark)}</span> : null}
                </span>
                <span className="my-series-actions">
                  <Button
                    size="sm"
                    disabled={index === 0}
                    aria-label={t(S.moveUpLabel, { subject: part.subject })}
                    onClick={() => move(index, index - 1)}
                  >
                    {t(S.moveUp)}
                  </Button>
                  <Button
                    size="sm"
                    disabled={index === order.length - 1}
                    aria-label={t(S.moveDownLabel, { subject: part.subject })}
                    onClick={() => move(index, index + 1)}
                  >
                    {t(S.moveDown)}
                  </Button>
                  <Button
                    size="sm"
                    variant="red"
                    pending={takeOut.pending}
                    aria-label={t(S.takeOutLabel, { subject: part.subject })}
                    onClick={() => {
                      setAnnounce(t(S.takenOut, { subject: part.subject }));
                      takeOut.send("removePart", { seriesNo: series.seriesNo, boardNo: part.boardNo });
                    }}
                  >
                    {t(S.takeOut)}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="my-series-empty">{t(S.noParts)}</p>
      )}
      <span id={`${headingId}-hint`} hidden>
        {t(S.reorderHint)}
      </span>
      {choices.length ? (
        <form className="my-series-add" onSubmit={addPick}>
          <label htmlFor={`${headingId}-add`} className="sr-only">
            {t(S.addPick)}
          </label>
          <select id={`${headingId}-add`} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">{t(S.addPick)}</option>
            {choices.map((post) => (
              <option key={post.boardNo} value={post.boardNo}>
                {post.subject}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="blue-outline" pending={add.pending} disabled={!pick}>
            {t(S.addSubmit)}
          </Button>
        </form>
      ) : (
        <p className="my-series-empty">{t(S.noChoice)}</p>
      )}
    </section>
  );
}

export default function MypageSeries() {
  const { mine, userId } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="my-series">
      <h1 className="page-heading">{t(S.heading)}</h1>
      <p className="my-series-intro">{t(S.intro)}</p>
      <CreateSeries />
      {mine.series.length ? (
        mine.series.map((series) => <SeriesItem key={series.seriesNo} series={series} posts={mine.posts} userId={userId} />)
      ) : (
        <p className="my-series-empty">{t(S.mineEmpty)}</p>
      )}
    </div>
  );
}
