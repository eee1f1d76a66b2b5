// /admin/exhibits (moderators, desktop): make and edit exhibits — address, title, introduction,
// banner (uploaded to the file store or an address), theme, categories, state and period — and
// fill them: add posts by number, permalink or address into a category, move them up or down,
// take them out. Writes go through this page's action, the same commands as /api/admin/exhibits.
import { requireConsoleTwoFactor } from "../features/admin/console-access";
import { useState, type FormEvent } from "react";
import { data, Link, useLoaderData, useNavigate, type MetaFunction } from "react-router";
import { pageIntents } from "../lib/page-intents";
import { say } from "../../core/i18n";
import { ADMIN_MSG, MSG } from "../../core/messages";
import type { ExhibitAdminDetail } from "../../server/modules/exhibits/types";
import { Button } from "../components/ui/button";
import { Field, FormAlert } from "../components/ui/field";
import { instant, localInput, useAdminWrite } from "../features/exhibits/admin-write";
import { ADMIN_EXHIBIT_TEXT as TEXT } from "../features/exhibits/text";
import { useFormat, useT, type Showable } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/exhibits.css";
import { useOperatorImage } from "../features/admin/operator-image";
import { OperatorImageField } from "../features/admin/operator-image-field";

export async function loader({ request, context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (context.viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(context.viewer);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id"));
  const list = await context.services.exhibits.forModerator();
  const selected = list.some((e) => e.exhibitId === id) ? await context.services.exhibits.detailForModerator(id) : null;
  return { list, selected, creating: url.searchParams.has("new") };
}

const WRITES = pageIntents({
  create: "POST /api/admin/exhibits",
  update: "PUT /api/admin/exhibits/:exhibitId",
  addPost: "POST /api/admin/exhibits/:exhibitId/posts",
  reorder: "PUT /api/admin/exhibits/:exhibitId/posts/order",
  removePost: "DELETE /api/admin/exhibits/:exhibitId/posts/:boardNo",
});

/** `intent` names the API route; the rest is its path parameters and body. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => (await WRITES.run(context.services, input, tools)).data);
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const STATE_TEXT = { draft: TEXT.draft, open: TEXT.openState, closed: TEXT.closedState } as const;
const THEMES = [
  ["blue", TEXT.themeBlue],
  ["green", TEXT.themeGreen],
  ["red", TEXT.themeRed],
  ["gold", TEXT.themeGold],
] as const;

export default function AdminExhibits() {
  const { list, selected, creating } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container admin-site">
      <p className="admin-back">
        <Link to="/admin">{t(TEXT.console)}</Link>
      </p>
      <h1 className="page-heading">{t(TEXT.heading)}</h1>
      <div className="admin-columns">
        <section className="settings-card admin-list" aria-labelledby="exhibit-list">
          <h2 id="exhibit-list">{t(TEXT.list)}</h2>
          {list.length === 0 ? <p className="field-hint">{t(TEXT.none)}</p> : null}
          <ul>
            {list.map((e) => (
              <li key={e.exhibitId} aria-current={selected?.exhibitId === e.exhibitId ? "true" : undefined}>
                <Link to={`/admin/exhibits?id=${e.exhibitId}`}>
                  <strong>{e.title}</strong>
                  <span>
                    /exhibit/{e.slug} · {t(STATE_TEXT[e.state])} · {t(TEXT.posts, { n: e.postCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link className="btn btn-blue-outline" to="/admin/exhibits?new">
            {t(TEXT.newExhibit)}
          </Link>
        </section>
        <div className="admin-detail">
          {selected ? (
            <>
              <ExhibitForm key={`${selected.exhibitId}-${selected.updDate}`} exhibit={selected} />
              <PostsPanel key={`posts-${selected.exhibitId}`} exhibit={selected} />
            </>
          ) : creating || list.length === 0 ? (
            <ExhibitForm key="new" exhibit={null} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

function ExhibitForm({ exhibit }: { exhibit: ExhibitAdminDetail | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    slug: exhibit?.slug ?? "",
    title: exhibit?.title ?? "",
    intro: exhibit?.intro ?? "",
    bannerUrl: exhibit?.bannerUrl ?? "",
    theme: exhibit?.theme ?? "blue",
    categories: exhibit?.categories.join(", ") ?? "",
    state: exhibit?.state ?? "draft",
    startDate: localInput(exhibit?.startDate ?? null),
    endDate: localInput(exhibit?.endDate ?? null),
  });
  const [problem, setProblem] = useState<Showable | null>(null);
  const write = useAdminWrite<ExhibitAdminDetail>(TEXT.saved, (saved) => {
    if (!exhibit) navigate(`/admin/exhibits?id=${saved.exhibitId}`);
  });
  const set = (name: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblem(null);
  };
  const image = useOperatorImage((url) => set("bannerUrl", url), setProblem);
  const categories = values.categories
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.pending || image.uploading) return;
    if (!values.slug.trim() || !values.title.trim() || !categories.length) return setProblem(TEXT.required);
    const startDate = instant(values.startDate);
    const endDate = instant(values.endDate);
    if (startDate && endDate && endDate <= startDate) return setProblem(ADMIN_MSG.endBeforeStart);
    write.send(exhibit ? "update" : "create", {
      ...(exhibit ? { exhibitId: exhibit.exhibitId } : {}),
      slug: values.slug.trim(),
      title: values.title,
      intro: values.intro,
      bannerUrl: values.bannerUrl.trim(),
      theme: values.theme,
      categories,
      state: values.state,
      startDate,
      endDate,
    });
  };
  const shown = problem ?? write.refusal;
  return (
    <section className="settings-card" aria-labelledby="exhibit-form-title">
      <h2 id="exhibit-form-title">{exhibit ? `${t(TEXT.edit)} · ${exhibit.title}` : t(TEXT.newExhibit)}</h2>
      {exhibit && exhibit.state !== "draft" ? (
        <p>
          <Link to={`/exhibit/${exhibit.slug}`}>
            {t(TEXT.open)} /exhibit/{exhibit.slug}
          </Link>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-busy={write.pending}>
        <Field
          id="exhibit-slug"
          label={TEXT.slug}
          value={values.slug}
          maxLength={40}
          onValue={(v) => set("slug", v)}
          hint={t(TEXT.slugHint)}
        />
        <Field id="exhibit-title" label={TEXT.title} value={values.title} maxLength={100} onValue={(v) => set("title", v)} />
        <label className="field-label" htmlFor="exhibit-intro">
          {t(TEXT.intro)}
        </label>
        <textarea
          id="exhibit-intro"
          className="admin-textarea"
          rows={3}
          maxLength={2000}
          value={values.intro}
          onChange={(e) => set("intro", e.target.value)}
        />
        <Field
          id="exhibit-categories"
          label={TEXT.categories}
          value={values.categories}
          maxLength={400}
          onValue={(v) => set("categories", v)}
        />
        <div className="admin-row">
          <label>
            {t(TEXT.theme)}
            <select value={values.theme} onChange={(e) => set("theme", e.target.value)}>
              {THEMES.map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t(TEXT.state)}
            <select id="exhibit-state" value={values.state} onChange={(e) => set("state", e.target.value)}>
              {(["draft", "open", "closed"] as const).map((s) => (
                <option key={s} value={s}>
                  {t(STATE_TEXT[s])}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t(TEXT.start)}
            <input type="datetime-local" value={values.startDate} onChange={(e) => set("startDate", e.target.value)} />
          </label>
          <label>
            {t(TEXT.end)}
            <input type="datetime-local" value={values.endDate} onChange={(e) => set("endDate", e.target.value)} />
          </label>
        </div>
        <OperatorImageField
          idPrefix="exhibit-banner"
          value={values.bannerUrl}
          onValue={(v) => set("bannerUrl", v)}
          image={image}
          labels={{ file: TEXT.banner, fileHint: TEXT.bannerHint, address: TEXT.bannerAddress, uploading: TEXT.uploading }}
        />
        <FormAlert message={shown ? { tone: "error", text: shown } : null} />
        <Button type="submit" variant="blue" pending={write.pending}>
          {t(TEXT.save)}
        </Button>
      </form>
    </section>
  );
}

function PostsPanel({ exhibit }: { exhibit: ExhibitAdminDetail }) {
  const t = useT();
  const format = useFormat();
  const [post, setPost] = useState("");
  const [category, setCategory] = useState(exhibit.categories[0] ?? "");
  const add = useAdminWrite(TEXT.added, () => setPost(""));
  const move = useAdminWrite(TEXT.reordered);
  const remove = useAdminWrite(TEXT.removed);
  const order = exhibit.posts.map((p) => p.boardNo);
  const swap = (i: number, j: number) => {
    const next = [...order];
    [next[i], next[j]] = [next[j]!, next[i]!];
    move.send("reorder", { exhibitId: exhibit.exhibitId, boardNos: next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.pending || !post.trim()) return;
    add.send("addPost", { exhibitId: exhibit.exhibitId, post: post.trim(), category });
  };
  const refusal = add.refusal ?? move.refusal ?? remove.refusal;
  return (
    <section className="settings-card" aria-labelledby="exhibit-posts-title">
      <h2 id="exhibit-posts-title">
        {t(TEXT.postsTitle)} ({format.count(exhibit.posts.length)})
      </h2>
      <form className="admin-row" onSubmit={submit} noValidate aria-busy={add.pending}>
        <Field id="exhibit-post" label={TEXT.post} value={post} maxLength={300} onValue={setPost} />
        <label>
          {t(TEXT.category)}
          <select id="exhibit-post-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            {exhibit.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="blue" pending={add.pending}>
          {t(TEXT.add)}
        </Button>
      </form>
      <FormAlert message={refusal ? { tone: "error", text: refusal } : null} />
      {exhibit.posts.length === 0 ? <p className="field-hint">{t(TEXT.noPosts)}</p> : null}
      <ol className="admin-post-list">
        {exhibit.posts.map((p, i) => (
          <li key={p.boardNo} data-board-no={p.boardNo}>
            <span className="admin-post-category">{p.category}</span>
            <span className="admin-post-subject">
              {p.visible ? <Link to={`/d/${p.permaLink}`}>{p.subject}</Link> : <s>{p.subject || `#${p.boardNo}`}</s>}
              {p.visible ? null : <em> · {t(TEXT.hidden)}</em>}
            </span>
            <Button size="sm" variant="white" disabled={i === 0 || move.pending} onClick={() => swap(i, i - 1)}>
              {t(TEXT.up)}
            </Button>
            <Button size="sm" variant="white" disabled={i === exhibit.posts.length - 1 || move.pending} onClick={() => swap(i, i + 1)}>
              {t(TEXT.down)}
            </Button>
            <Button
              size="sm"
              variant="red"
              pending={remove.pending}
              onClick={() => remove.send("removePost", { exhibitId: exhibit.exhibitId, boardNo: p.boardNo })}
            >
              {t(TEXT.remove)}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
