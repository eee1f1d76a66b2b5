// "오프라인으로 읽기 저장" on the bookmarks list (docs/product/offline.md): keeps every bookmarked
// post on this device for reading offline and removes the saved posts no longer bookmarked.
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { useIsMobile } from "../../lib/device";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { OFFLINE_TEXT } from "./text";
import "../../styles/offline.css";

export function OfflineSync() {
  const t = useT();
  const ui = useUi();
  const mobile = useIsMobile();
  const { language } = useRootData();
  const [pending, setPending] = useState(false);
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported("caches" in window && "serviceWorker" in navigator), []);
  if (!supported) return null;

  const sync = async () => {
    setPending(true);
    try {
      const { syncBookmarks } = await import("./saved-posts");
      const result = await syncBookmarks(mobile, language);
      if (result.ok) ui.toast(t(OFFLINE_TEXT.synced, { n: result.saved }));
      else if (result.failed > 0) ui.toast(t(OFFLINE_TEXT.syncPartly, { n: result.saved, failed: result.failed }));
      else ui.toast(OFFLINE_TEXT.syncFailed);
    } catch {
      ui.toast(OFFLINE_TEXT.syncFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="offline-sync">
      <Button variant="blue-outline" size="sm" pending={pending} pendingLabel={t(OFFLINE_TEXT.syncing)} onClick={() => void sync()}>
        {t(OFFLINE_TEXT.sync)}
      </Button>
      <span className="offline-sync-hint">{t(OFFLINE_TEXT.syncHint)}</span>
    </div>
  );
}
