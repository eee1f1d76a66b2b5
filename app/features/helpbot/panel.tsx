// The help chatbot on desktop: a floating chat button and the 420 × 650 panel it opens
// (docs/product/ai.md §8.1). Other places open it with `openHelpBot()` (the 하울 landing, the FAQ
// page); on phones the chatbot is its own page, so `useOpenHelpBot()` goes there instead.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Svg, CloseIcon, type IconProps } from "../../components/ui/icons";
import { useIsMobile } from "../../lib/device";
import { useT } from "../../lib/i18n";
import { HelpChat } from "./chat";
import { HELPBOT_TEXT } from "./text";
import "../../styles/helpbot.css";

const OPEN_EVENT = "helpbot:open";

/** The phone page of the chatbot (the footer tab bar is hidden there). */
export const HELP_BOT_MOBILE_PATH = "/m/howl/help-bot";

/** Opens the desktop panel from anywhere on the page. */
export function openHelpBot(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Opens the chatbot the way this face of the site has it: the panel on desktop, the page on phones. */
export function useOpenHelpBot(): () => void {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  return () => (mobile ? navigate(HELP_BOT_MOBILE_PATH) : openHelpBot());
}

export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M8.5 9.5h.01M12 9.5h.01M15.5 9.5h.01" strokeWidth={2.6} />
  </Svg>
);

/** The floating chat button and its panel (desktop layout). */
export function HelpBotLauncher() {
  const t = useT();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, []);

  useEffect(() => {
    if (!open) return;
    // The open panel covers the corner the floating buttons sit in: they step aside meanwhile.
    document.body.classList.add("helpbot-open");
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // Focus was in the panel that is gone: back to the button that opened it.
      document.querySelector<HTMLButtonElement>("button.helpbot-fab")?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.classList.remove("helpbot-open");
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={open ? "helpbot-fab open" : "helpbot-fab"}
        aria-label={t(open ? HELPBOT_TEXT.close : HELPBOT_TEXT.open)}
        aria-expanded={open}
        aria-controls="helpbot-panel"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
      {open ? (
        <section id="helpbot-panel" className="helpbot-panel" role="dialog" aria-label={t(HELPBOT_TEXT.title)}>
          <header className="helpbot-panel-head">
            <h2>{t(HELPBOT_TEXT.title)}</h2>
            <button type="button" className="helpbot-close" aria-label={t(HELPBOT_TEXT.close)} onClick={() => setOpen(false)}>
              <CloseIcon />
            </button>
          </header>
          <HelpChat autoFocus />
        </section>
      ) : null}
    </>
  );
}
