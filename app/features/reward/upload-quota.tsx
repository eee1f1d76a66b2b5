// The upload page's daily-count check (docs/product/rewards.md modalUploadAlert): before publishing it
// asks the server how many uploads are left today; with none left it shows the upload-limit
// alert (업로드 횟수 부족, resets at midnight, the NFT that raises the count and its market
// page) and does not publish. The server enforces the same count when publishing.
import { UPLOAD_QUOTA_MSG } from "../../../core/upload-quota";
import type { UploadQuota } from "../../../server/modules/quota/service";
import type { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { T } from "../../lib/i18n";
import { REWARD_TEXT } from "./text";
import "../../styles/reward.css";

type Ui = ReturnType<typeof useUi>;

export function openUploadAlert(ui: Ui, quota: Pick<UploadQuota, "dailyLimit" | "nftMarketUrl"> | null): void {
  ui.openModal({
    id: "modalUploadAlert",
    title: UPLOAD_QUOTA_MSG.title,
    size: "small",
    body: (
      <div className="upload-alert" data-testid="upload-alert">
        <p>
          <T text={UPLOAD_QUOTA_MSG.exhausted} />
          {quota ? <T text={REWARD_TEXT.uploadPerDay} params={{ n: quota.dailyLimit }} /> : null}
        </p>
        <p>
          <T text={UPLOAD_QUOTA_MSG.resets} />
        </p>
        <p className="upload-alert-hint">
          <T text={UPLOAD_QUOTA_MSG.nftHint} />{" "}
          {quota ? (
            <a href={quota.nftMarketUrl} target="_blank" rel="noopener noreferrer">
              <T text={UPLOAD_QUOTA_MSG.market} />
            </a>
          ) : null}
        </p>
      </div>
    ),
    buttons: [{ label: REWARD_TEXT.ok, style: "blue" }],
  });
}

/** True when the member may publish now; false after showing the alert. A failed check lets the server decide. */
export async function checkUploadQuota(ui: Ui): Promise<boolean> {
  const res = await api("GET /api/contents/quota");
  if (!res.ok || res.data.remaining > 0) return true;
  openUploadAlert(ui, res.data);
  return false;
}

/** After a refused publish: show the alert when the refusal was the daily count. */
export async function explainQuotaRefusal(ui: Ui, errorId: string | undefined): Promise<boolean> {
  if (errorId !== "UPLOAD_QUOTA_EXCEEDED") return false;
  const res = await api("GET /api/contents/quota");
  openUploadAlert(ui, res.ok ? res.data : null);
  return true;
}
