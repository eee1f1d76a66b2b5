// The share sheet (modalShare): the channels' share links and copying the post's link. Loaded
// when a reader first opens it from the reaction bar.
import { SHARE_CHANNELS, SHARE_LABELS, shareUrl, type ShareChannel } from "../../../core/share";
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
}: {
  post: ReactionPost;
  url: string;
  image: string | null;
  onCopied: (ok: boolean) => void;
}) {
  const mobile = useIsMobile();
  const t = useT();
  const open = (channel: ShareChannel) => {
    const target = shareUrl(channel, { url, title: post.subject, image, description: post.description });
    if (mobile) window.open(target, "_blank", "noopener");
    else window.open(target, `share-${channel}`, "width=600,height=500,noopener");
  };
  return (
    <div className="share-sheet">
      <ul className="share-channels" aria-label={t(REACTIONS.shareTo)}>
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
        <Button variant="blue" onClick={() => void copyText(url).then(onCopied)}>
          {t(REACTIONS.copyLink)}
        </Button>
      </div>
    </div>
  );
}

const MARKS: Record<ShareChannel, string> = { facebook: "f", twitter: "X", naver: "N", band: "B", kakao: "K", tumblr: "t", pinterest: "P" };
