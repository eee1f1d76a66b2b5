// /m/howl/help-bot: the help chatbot as a phone page (docs/product/ai.md §8.1). The mobile
// layout hides the footer tab bar here; the conversation fills the screen.
import type { MetaFunction } from "react-router";
import { HelpChat } from "../features/helpbot/chat";
import { HELPBOT_TEXT } from "../features/helpbot/text";
import { useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import "../styles/helpbot.css";

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, HELPBOT_TEXT.title);

export default function HelpBotPage() {
  const t = useT();
  return (
    <div className="helpbot-page">
      <h1 className="page-heading">{t(HELPBOT_TEXT.title)}</h1>
      <HelpChat />
    </div>
  );
}
