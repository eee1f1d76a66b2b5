// /admin/faq (moderators and admins, desktop; docs/decisions/0169): the FAQ entries by category,
// each with its question and answer in Korean and English, search words and related page;
// operators add, edit, hide or show and move entries up or down within their category. The
// FAQ page and the help chatbot read the same entries. Writes go through this page's action,
// the same commands as the API's /api/admin/faq routes.
import { requireConsoleTwoFactor } from "../../features/admin/console-access";
import { useEffect, useState, type FormEvent } from "react";
import { data, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { pageIntents } from "../../lib/page-intents";
import { FAQ_CATEGORIES, categoryLabel, type FaqCategoryId } from "../../../core/faq";
import { say, texts, type Text } from "../../../core/i18n";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import { FAQ_ANSWER_MAX, FAQ_KEYWORDS_MAX, FAQ_QUESTION_MAX } from "../../../core/operators";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { AdminPage } from "../../features/admin/admin-page";
import { useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";
import type { FaqAdminEntry } from "../../../server/modules/faq/types";

export async function loader({ context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(viewer);
  return { entries: await context.services.faq.all() };
}

const WRITES = pageIntents({
  create: "POST /api/admin/faq",
  update: "POST /api/admin/faq/:faqNo",
  hide: "POST /api/admin/faq/:faqNo/hidden",
  move: "POST /api/admin/faq/:faqNo/move",
});

/** `intent` names the command; the rest is the API route's own body and parameters. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => ({ intent: (await WRITES.run(context.services, input, tools)).intent }));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const FAQ_ADMIN_TEXT = texts({
  heading: { ko: "FAQ 관리", en: "FAQ entries" },
  lead: {
    ko: "자주 묻는 질문 페이지와 도움말 챗봇이 이 항목들로 답해요. 숨긴 항목은 어디에도 보이지 않아요.",
    en: "The FAQ page and the help chatbot answer from these entries. Hidden entries show nowhere.",
  },
  add: { ko: "새 항목 추가", en: "Add an entry" },
  category: { ko: "분류", en: "Category" },
  questionKo: { ko: "질문 (한국어)", en: "Question (Korean)" },
  questionEn: { ko: "질문 (영어)", en: "Question (English)" },
  answerKo: { ko: "답변 (한국어)", en: "Answer (Korean)" },
  answerEn: { ko: "답변 (영어)", en: "Answer (English)" },
  keywordsKo: { ko: "검색어 (한국어, 띄어쓰기로 구분)", en: "Search words (Korean, separated by spaces)" },
  keywordsEn: { ko: "검색어 (영어)", en: "Search words (English)" },
  link: { ko: "관련 페이지 (/로 시작, 선택)", en: "Related page (starts with /, optional)" },
  save: { ko: "저장", en: "Save" },
  cancel: { ko: "취소", en: "Cancel" },
  edit: { ko: "수정", en: "Edit" },
  hide: { ko: "숨기기", en: "Hide" },
  show: { ko: "다시 보이기", en: "Show" },
  hidden: { ko: "숨김", en: "Hidden" },
  up: { ko: "위로", en: "Move up" },
  down: { ko: "아래로", en: "Move down" },
  created: { ko: "항목을 추가했어요.", en: "Entry added." },
  updated: { ko: "저장했어요.", en: "Saved." },
  hiddenDone: { ko: "숨겼어요.", en: "Hidden." },
  shownDone: { ko: "다시 보이게 했어요.", en: "Shown again." },
  moved: { ko: "순서를 바꿨어요.", en: "Moved." },
  count: { ko: "{n}개", en: "{n}" },
});

type Intent = (typeof WRITES.names)[number];

/** One write of this page, with a toast for its outcome. */
function useWrite(done: (intent: Intent, input: Record<string, unknown>) => Text, onDone?: () => void) {
  const ui = useUi();
  const fetcher = useFetcher<typeof action>();
  const [last, setLast] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    if (fetcher.data.ok) {
      ui.toast(done(fetcher.data.data.intent, last), "blue");
      onDone?.();
    } else ui.toast(fetcher.data.message);
  }, [fetcher.data, fetcher.state]); // eslint-disable-line react-hooks/exhaustive-deps
  const send = (intent: Intent, input: Record<string, unknown>) => {
    setLast(input);
    void fetcher.submit(JSON.parse(JSON.stringify({ intent, ...input })), { method: "post", encType: "application/json" });
  };
  return { send, pending: fetcher.state !== "idle" };
}

function EntryForm({ entry, onDone }: { entry?: FaqAdminEntry; onDone: () => void }) {
  const t = useT();
  const write = useWrite(() => (entry ? FAQ_ADMIN_TEXT.updated : FAQ_ADMIN_TEXT.created), onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    write.send(entry ? "update" : "create", {
      ...(entry ? { faqNo: entry.faqNo } : {}),
      category: value("category"),
      question: { ko: value("questionKo"), en: value("questionEn") },
      answer: { ko: value("answerKo"), en: value("answerEn") },
      keywords: { ko: value("keywordsKo"), en: value("keywordsEn") },
      link: value("link") || null,
    });
  };
  const id = entry ? `faq-${entry.faqNo}` : "faq-new";
  return (
    <form className="faq-admin-form" onSubmit={submit} aria-label={t(entry ? FAQ_ADMIN_TEXT.edit : FAQ_ADMIN_TEXT.add)}>
      <label>
        {t(FAQ_ADMIN_TEXT.category)}
        <select name="category" defaultValue={entry?.category ?? "about"} className="admin-select" id={`${id}-category`}>
          {FAQ_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t(c.label)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t(FAQ_ADMIN_TEXT.link)}
        <input name="link" defaultValue={entry?.link ?? ""} maxLength={300} className="admin-input" />
      </label>
      <label>
        {t(FAQ_ADMIN_TEXT.questionKo)}
        <input name="questionKo" required defaultValue={entry?.question.ko} maxLength={FAQ_QUESTION_MAX} className="admin-input" />
      </label>
      <label>
        {t(FAQ_ADMIN_TEXT.questionEn)}
        <input name="questionEn" required defaultValue={entry?.question.en} maxLength={FAQ_QUESTION_MAX} className="admin-input" />
      </label>
      <label>
        {t(FAQ_ADMIN_TEXT.answerKo)}
        <textarea name="answerKo" required defaultValue={entry?.answer.ko} maxLength={FAQ_ANSWER_MAX} className="admin-textarea" />
      </label>
      <label>
        {t(FAQ_ADMIN_TEXT.answerEn)}
        <textarea name="answerEn" required defaultValue={entry?.answer.en} maxLength={FAQ_ANSWER_MAX} className="admin-textarea" />
      </label>
      <label>
        {t(FAQ_ADMIN_TEXT.keywordsKo)}
        <input name="keywordsKo" defaultValue={entry?.keywords.ko} maxLength={FAQ_KEYWORDS_MAX} className="admin-input" />
      </label>
      <label>
        {t(FAQ_ADMIN_TEXT.keywordsEn)}
        <input name="keywordsEn" defaultValue={entry?.keywords.en} maxLength={FAQ_KEYWORDS_MAX} className="admin-input" />
      </label>
      <div className="faq-admin-actions">
        {entry ? (
          <Button type="button" size="sm" onClick={onDone}>
            {t(FAQ_ADMIN_TEXT.cancel)}
          </Button>
        ) : null}
        <Button type="submit" size="sm" variant="blue" pending={write.pending}>
          {t(entry ? FAQ_ADMIN_TEXT.save : FAQ_ADMIN_TEXT.add)}
        </Button>
      </div>
    </form>
  );
}

function EntryCard({ entry, first, last }: { entry: FaqAdminEntry; first: boolean; last: boolean }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const write = useWrite((intent, input) =>
    intent === "move" ? FAQ_ADMIN_TEXT.moved : input.hidden ? FAQ_ADMIN_TEXT.hiddenDone : FAQ_ADMIN_TEXT.shownDone,
  );
  return (
    <li className={`faq-admin-item${entry.hidden ? " is-hidden" : ""}`} data-faq={entry.slug}>
      <div className="faq-admin-head">
        <span className="faq-admin-question">{entry.question.ko}</span>
        {entry.hidden ? <span className="chip">{t(FAQ_ADMIN_TEXT.hidden)}</span> : null}
        <Button size="sm" disabled={first || write.pending} onClick={() => write.send("move", { faqNo: entry.faqNo, direction: "up" })}>
          {t(FAQ_ADMIN_TEXT.up)}
        </Button>
        <Button size="sm" disabled={last || write.pending} onClick={() => write.send("move", { faqNo: entry.faqNo, direction: "down" })}>
          {t(FAQ_ADMIN_TEXT.down)}
        </Button>
        <Button size="sm" onClick={() => setEditing((v) => !v)}>
          {t(FAQ_ADMIN_TEXT.edit)}
        </Button>
        <Button
          size="sm"
          variant={entry.hidden ? "blue-outline" : "red"}
          pending={write.pending}
          onClick={() => write.send("hide", { faqNo: entry.faqNo, hidden: !entry.hidden })}
        >
          {t(entry.hidden ? FAQ_ADMIN_TEXT.show : FAQ_ADMIN_TEXT.hide)}
        </Button>
      </div>
      {editing ? <EntryForm entry={entry} onDone={() => setEditing(false)} /> : <p className="faq-admin-answer">{entry.answer.ko}</p>}
    </li>
  );
}

export default function AdminFaq() {
  const { entries } = useLoaderData<typeof loader>();
  const t = useT();
  const [formKey, setFormKey] = useState(0);
  const groups = FAQ_CATEGORIES.map((c) => ({ id: c.id as FaqCategoryId, items: entries.filter((e) => e.category === c.id) }));
  return (
    <AdminPage title={FAQ_ADMIN_TEXT.heading} className="admin-faq">
      <p className="admin-lead">{t(FAQ_ADMIN_TEXT.lead)}</p>
      <section className="settings-card" aria-labelledby="faq-add">
        <h2 id="faq-add">{t(FAQ_ADMIN_TEXT.add)}</h2>
        <EntryForm key={formKey} onDone={() => setFormKey((k) => k + 1)} />
      </section>
      {groups.map((group) =>
        group.items.length ? (
          <section key={group.id} className="faq-admin-group" aria-labelledby={`faq-group-${group.id}`}>
            <h2 id={`faq-group-${group.id}`}>
              {t(categoryLabel(group.id))} <span className="feedback-hint">{t(FAQ_ADMIN_TEXT.count, { n: group.items.length })}</span>
            </h2>
            <ul className="admin-list">
              {group.items.map((entry, i) => (
                <EntryCard key={entry.faqNo} entry={entry} first={i === 0} last={i === group.items.length - 1} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </AdminPage>
  );
}
