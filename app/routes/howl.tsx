// The 하울 AI area (docs/product/ai.md §7.1): the question box and the area's three tools —
// question search, the help chatbot and document to video.
import "../styles/howl.css";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, type MetaFunction } from "react-router";
import { HOWL_QUESTION_MAX } from "../../core/howl";
import { pageTitle } from "../route-table";
import { HOWL } from "../features/howl/text";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useT } from "../lib/i18n";
import { titleOf } from "../lib/meta";

const TITLE = pageTitle("howl")!;

export const meta: MetaFunction = ({ matches }) => [{ title: titleOf(matches, TITLE) }];

export default function HowlPage() {
  const t = useT();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const link = useLinkTo();
  const [question, setQuestion] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = question.trim();
    void navigate(link(q ? `/howl/question?q=${encodeURIComponent(q)}` : "/howl/question"));
  };
  const tools = [
    { to: link("/howl/question"), title: HOWL.questionCard, body: HOWL.questionCardBody },
    { to: "/m/howl/help-bot", title: HOWL.helpCard, body: HOWL.helpCardBody },
    { to: link("/howl/docs-to-video"), title: HOWL.videoCard, body: HOWL.videoCardBody },
  ];
  return (
    <div className={mobile ? "m-container howl-area" : "container howl-area"}>
      <h1 className="page-heading">{t(TITLE)}</h1>
      <p className="howl-lead">{t(HOWL.areaLead)}</p>
      <form className="howl-form" method="get" action={link("/howl/question")} onSubmit={submit} role="search">
        <label htmlFor="howl-area-input" className="sr-only">
          {t(HOWL.label)}
        </label>
        <input
          id="howl-area-input"
          name="q"
          type="search"
          value={question}
          maxLength={HOWL_QUESTION_MAX}
          placeholder={t(HOWL.placeholder)}
          onChange={(event) => setQuestion(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-blue">
          {t(HOWL.ask)}
        </button>
      </form>
      <ul className="howl-tools">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to} className="howl-tool">
              <strong>{t(tool.title)}</strong>
              <span>{t(tool.body)}</span>
              <span className="howl-tool-open">{t(HOWL.open)} →</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
