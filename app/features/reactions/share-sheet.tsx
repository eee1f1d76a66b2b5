// The share sheet (modalShare): the channels' share links, the phone's own share sheet (where
// KakaoTalk is; decision 0185) and copying the post's link. Loaded when a reader first opens it
// from the reaction bar. A share counts when a network is chosen or the link copied, never for
// opening the sheet (onShared).
import { SHARE_CHANNELS, SHARE_LABELS, shareUrl, type ShareChannel } from "../../../core/share";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { useIsMobile } from "../../lib/device";
import { useT } from "../../lib/i18n";
import type { ReactionPost } from "./reaction-bar";
import { REACTIONS } from "./text";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure origins: a hidden text area and the copy command.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand("copy");
    area.remove();
    return done;
  }
}

export function ShareSheet({
  post,
  url,
  image,
  onCopied,
  onShared,
}: {
  post: ReactionPost;
  url: string;
  image: string | null;
  onCopied: (ok: boolean) => void;
  /** A network was chosen, the link copied or the system sheet used. */
  onShared: (channel: ShareChannel | "copy" | "system") => void;
}) {
  const mobile = useIsMobile();
  const t = useT();
  // The browser's own share sheet (phones, some desktops): KakaoTalk and every installed app.
  const [systemShare, setSystemShare] = useState(false);
  useEffect(() => setSystemShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);
  const open = (channel: ShareChannel) => {
    const target = shareUrl(channel, { url, title: post.subject, image, description: post.description });
    if (mobile) window.open(target, "_blank", "noopener");
    else window.open(target, `share-${channel}`, "width=600,height=500,noopener");
    onShared(channel);
  };
  const shareBySystem = async () => {
    try {
      await navigator.share({ title: post.subject, text: post.subject, url });
      onShared("system");
    } catch {
      // Closed without choosing an app: nothing was shared.
    }
  };
  return (
    <div className="share-sheet">
      <ul className="share-channels" aria-label={t(REACTIONS.shareTo)}>
        {systemShare ? (
          <li>
            <button type="button" className="share-channel share-system" onClick={() => void shareBySystem()} data-channel="system">
              <span className="share-mark" aria-hidden="true">
                T
              </span>
              <span className="share-label">{t(REACTIONS.shareSystem)}</span>
            </button>
          </li>
        ) : null}
        {SHARE_CHANNELS.map((channel) => (
          <li key={channel}>
            <button type="button" className={`share-channel share-${channel}`} onClick={() => open(channel)} data-channel={channel}>
              <span className="share-mark" aria-hidden="true">
                {MARKS[channel]}
              </span>
              <span className="share-label">{t(SHARE_LABELS[channel])}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="share-copy">
        <input type="text" readOnly value={url} aria-label={t(REACTIONS.postAddress)} onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="blue"
          onClick={() =>
            void copyText(url).then((ok) => {
              onCopied(ok);
              if (ok) onShared("copy");
            })
          }
        >
          {t(REACTIONS.copyLink)}
        </Button>
      </div>
    </div>
  );
}

const MARKS: Record<ShareChannel, string> = { facebook: "f", twitter: "X", naver: "N", band: "B", kakao: "K", tumblr: "t", pinterest: "P" };
