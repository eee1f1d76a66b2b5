// A held reward's state where the member sees their rewards (/curation-reward, /mypage/curation,
// /mypage/wallet/detail): "검토 중" with a way to write to the operators (one appeal per case),
// "지급 안 함" once voided (docs/product/rewards.md §14, docs/decisions/0180).
import { useState } from "react";
import { texts } from "../../../core/i18n";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import "../../styles/reward-review.css";

export const REVIEW_TEXT = texts({
  held: { ko: "검토 중", en: "Under review" },
  heldHint: {
    ko: "운영팀이 이 보상을 확인하고 있어요. 확인이 끝나면 알림으로 알려 드려요.",
    en: "The team is checking this reward. We will notify you when it is done.",
  },
  voided: { ko: "지급 안 함", en: "Not paid" },
  released: { ko: "검토 완료", en: "Reviewed" },
  appeal: { ko: "이의 신청", en: "Appeal" },
  appealed: { ko: "이의 신청함", en: "Appealed" },
  appealTitle: { ko: "보상 검토에 이의 신청", en: "Appeal the review of a reward" },
  appealLead: {
    ko: "어떻게 활동했는지 운영팀에 알려 주세요. 같은 검토 건에는 한 번만 보낼 수 있어요.",
    en: "Tell the team how you took part. You can write once per review.",
  },
  appealLabel: { ko: "이의 내용 (10자 이상)", en: "Your appeal (10 characters or more)" },
  send: { ko: "보내기", en: "Send" },
  cancel: { ko: "취소", en: "Cancel" },
  sent: { ko: "이의 신청을 보냈어요. 검토 결과를 알려 드릴게요.", en: "Appeal sent. We will tell you the outcome." },
});

export interface ReviewState {
  state: "held" | "released" | "voided";
  caseId: number;
  appealed: boolean;
}

function AppealForm({ entryId, onDone, onCancel }: { entryId: number; onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const ui = useUi();
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="appeal-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        const result = await api("POST /api/curation/reward/:entryId/appeal", { params: { entryId }, body: { message } });
        setPending(false);
        if (!result.ok) return setError(result.message);
        ui.toast(REVIEW_TEXT.sent, "blue");
        onDone();
      }}
    >
      <p>{t(REVIEW_TEXT.appealLead)}</p>
      <label htmlFor={`appeal-${entryId}`} className="appeal-label">
        {t(REVIEW_TEXT.appealLabel)}
      </label>
      <textarea
        id={`appeal-${entryId}`}
        className="admin-textarea"
        required
        minLength={10}
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        data-testid="appeal-message"
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <Button type="button" variant="white" size="sm" onClick={onCancel}>
          {t(REVIEW_TEXT.cancel)}
        </Button>
        <Button type="submit" variant="blue" size="sm" pending={pending} data-testid="appeal-send">
          {t(REVIEW_TEXT.send)}
        </Button>
      </div>
    </form>
  );
}

/** The badge of a reward under review, and its appeal button. */
export function RewardReviewBadge({ entryId, review }: { entryId: number; review: ReviewState | null }) {
  const t = useT();
  const ui = useUi();
  const [appealed, setAppealed] = useState(review?.appealed ?? false);
  if (!review) return null;
  if (review.state === "voided") return <span className="review-badge voided">{t(REVIEW_TEXT.voided)}</span>;
  if (review.state === "released") return null;
  return (
    <span className="review-state">
      <span className="review-badge held" title={t(REVIEW_TEXT.heldHint)} data-testid={`review-held-${entryId}`}>
        {t(REVIEW_TEXT.held)}
      </span>
      {appealed ? (
        <span className="review-badge appealed">{t(REVIEW_TEXT.appealed)}</span>
      ) : (
        <button
          type="button"
          className="btn btn-blue-outline btn-sm"
          data-testid={`appeal-${entryId}`}
          onClick={() =>
            ui.openModal({
              id: "modalRewardAppeal",
              title: REVIEW_TEXT.appealTitle,
              size: "large",
              body: (
                <AppealForm
                  entryId={entryId}
                  onDone={() => {
                    setAppealed(true);
                    ui.closeModal();
                  }}
                  onCancel={() => ui.closeModal()}
                />
              ),
              buttons: [],
            })
          }
        >
          {t(REVIEW_TEXT.appeal)}
        </button>
      )}
    </span>
  );
}
