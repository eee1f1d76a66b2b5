// The detail page's curation strip (docs/product/rewards.md view reward, vote): after the configured
// seconds on the page (10 by default), once, a signed-in reader who is not the author claims
// the view reward with the page's view token; a blue toast says so when the issued count
// rises. The vote button spends one ticket on the running season's board.
import { useEffect, useRef, useState } from "react";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import type { PostCurationState, TicketSummary } from "../../../server/modules/curation/types";
import { useMemberAction } from "../auth/use-member-action";
import { VOTE_STRIP_TEXT as CURATION_TEXT } from "./vote-strip-text";

export interface PostCurationProps {
  boardNo: number;
  publishing: boolean;
  signedIn: boolean;
  state: PostCurationState;
}

type TicketInfo = Pick<TicketSummary, "balance" | "issued">;

/** Claims the view reward once, `seconds` after mount; returns the member's tickets when known. */
function useViewReward(
  boardNo: number,
  viewToken: string | null,
  seconds: number,
  publishing: boolean,
): [TicketInfo | null, (t: TicketInfo) => void] {
  const ui = useUi();
  const [tickets, setTickets] = useState<TicketInfo | null>(null);
  const claimed = useRef<number | null>(null);
  useEffect(() => {
    if (!viewToken) return;
    let cancelled = false;
    void api("GET /api/curation/ticket").then((r) => {
      if (!cancelled && r.ok) setTickets((t) => t ?? r.data);
    });
    return () => {
      cancelled = true;
    };
  }, [viewToken]);
  useEffect(() => {
    if (!viewToken || publishing || claimed.current === boardNo) return;
    let timer = 0;
    let attempts = 0;
    const claim = async () => {
      claimed.current = boardNo;
      const before = await api("GET /api/curation/ticket");
      const result = await api("POST /api/curation/view-reward", { body: { boardNo, viewToken } });
      if (!result.ok) {
        // Another open post was rewarded moments ago: one reward per 10 s of reading, so this
        // one is claimed when the server says (a few times at most, while the page stays open).
        const retryAfterMs = (result.details as { retryAfterMs?: number } | undefined)?.retryAfterMs;
        if (result.errorId === "VIEW_TOO_EARLY" && retryAfterMs !== undefined && attempts++ < 5) {
          timer = window.setTimeout(() => void claim(), retryAfterMs + 200);
        }
        return;
      }
      setTickets({ balance: result.data.balance, issued: result.data.issued });
      if (before.ok && result.data.issued > before.data.issued) ui.toast(CURATION_TEXT.ticketIssued, "blue");
    };
    timer = window.setTimeout(() => void claim(), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [boardNo, viewToken, seconds, publishing, ui]);
  return [tickets, setTickets];
}

export function PostCuration({ boardNo, publishing, signedIn, state }: PostCurationProps) {
  const t = useT();
  const ui = useUi();
  const guard = useMemberAction({ verified: true });
  const [tickets, setTickets] = useViewReward(boardNo, state.viewToken, state.seconds, publishing);
  const [voted, setVoted] = useState(state.voted);
  const [votes, setVotes] = useState(state.votes);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setVoted(state.voted);
    setVotes(state.votes);
  }, [boardNo, state.voted, state.votes]);

  const season = state.season;
  if (!season || publishing) return null;
  const running = season.running;

  const vote = () =>
    guard(async () => {
      if (busy) return;
      setBusy(true);
      const result = await api("POST /api/board/curation/vote/:id", { params: { id: boardNo } });
      setBusy(false);
      if (!result.ok) {
        ui.toast(result.message);
        if (result.errorId === "ALREADY_VOTED") setVoted(true);
        return;
      }
      setVoted(true);
      setVotes(result.data.votes);
      if (tickets) setTickets({ ...tickets, balance: result.data.tickets });
      ui.toast(CURATION_TEXT.votedToast, "blue");
    });

  return (
    <section className="post-curation" aria-label={t(CURATION_TEXT.curation)}>
      <div className="post-curation-info">
        <span className="post-curation-season">{season.title}</span>
        <strong className="post-curation-votes" data-testid="curation-votes">
          {t(CURATION_TEXT.postVotes, { n: votes.toLocaleString("ko-KR") })}
        </strong>
        {signedIn && tickets ? (
          <span className="ticket-chip" data-testid="ticket-balance" title={t(CURATION_TEXT.myTickets)}>
            {t(CURATION_TEXT.myTicketCount, { n: tickets.balance })}
          </span>
        ) : null}
      </div>
      {state.isAuthor ? (
        <span className="post-curation-note">{t(CURATION_TEXT.ownPost)}</span>
      ) : running ? (
        <button type="button" className={voted ? "btn" : "btn btn-blue"} disabled={voted || busy} onClick={vote}>
          {t(voted ? CURATION_TEXT.voted : CURATION_TEXT.vote)}
        </button>
      ) : (
        <span className="post-curation-note">{t(CURATION_TEXT.seasonOver)}</span>
      )}
    </section>
  );
}
