// 응원하기 (decision 0190): the post's cheer count beside the reactions and, for readers, the
// button that opens the cheer form — an amount, an optional message, the member's points.
// The form's code and the member's balance load when it is opened.
import { useEffect, useState } from "react";
import { CHEER_AMOUNTS, CHEER_MESSAGE_MAX, CHEER_TEXT, type CheerAmount } from "../../../core/cheers";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import type { CheerSummary } from "../../../server/modules/reactions/cheers";

/** Points as written on amounts: every digit ("1,000P"), never a rounded count. */
const points = (n: number) => n.toLocaleString("ko-KR");

export function useCheers(boardNo: number): [CheerSummary | null, (next: CheerSummary) => void] {
  const [summary, setSummary] = useState<CheerSummary | null>(null);
  useEffect(() => {
    let live = true;
    void api("GET /api/board/:boardNo/cheers", { params: { boardNo } }).then((answer) => {
      if (live && answer.ok) setSummary(answer.data);
    });
    return () => {
      live = false;
    };
  }, [boardNo]);
  return [summary, setSummary];
}

function CheerForm({ boardNo, onCheered }: { boardNo: number; onCheered: (summary: CheerSummary) => void }) {
  const t = useT();
  const ui = useUi();
  const [amount, setAmount] = useState<CheerAmount>(CHEER_AMOUNTS[0]);
  const [message, setMessage] = useState("");
  const [balance, setBalance] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api("GET /api/point").then((answer) => answer.ok && setBalance(answer.data.balance));
  }, []);
  const send = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await api("POST /api/board/:boardNo/cheers", { params: { boardNo }, body: { amount, message } });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    onCheered(answer.data);
    ui.closeModal();
    ui.toast(t(CHEER_TEXT.sent, { n: points(amount) }), "blue");
  };
  return (
    <div className="cheer-form">
      <p className="cheer-lead">{t(CHEER_TEXT.lead)}</p>
      {balance !== null ? <p className="cheer-balance">{t(CHEER_TEXT.balance, { n: points(balance) })}</p> : null}
      <div className="cheer-amounts" role="radiogroup" aria-label={t(CHEER_TEXT.title)}>
        {CHEER_AMOUNTS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={amount === n}
            className={amount === n ? "cheer-amount selected" : "cheer-amount"}
            onClick={() => setAmount(n)}
          >
            {t(CHEER_TEXT.amount, { n: points(n) })}
          </button>
        ))}
      </div>
      <label className="cheer-message">
        <span>{t(CHEER_TEXT.message)}</span>
        <textarea
          value={message}
          maxLength={CHEER_MESSAGE_MAX}
          rows={2}
          placeholder={t(CHEER_TEXT.messagePlaceholder)}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      {error ? (
        <p className="cheer-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button variant="blue" block pending={busy} onClick={() => void send()}>
        {t(CHEER_TEXT.send, { n: points(amount) })}
      </Button>
    </div>
  );
}

/** Opens the cheer form in the page's modal. */
export function openCheerForm(ui: ReturnType<typeof useUi>, boardNo: number, onCheered: (summary: CheerSummary) => void): void {
  ui.openModal({
    id: "modalCheer",
    title: CHEER_TEXT.title,
    body: <CheerForm boardNo={boardNo} onCheered={onCheered} />,
    buttons: [],
  });
}
