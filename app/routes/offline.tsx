// /offline and /m/offline (docs/product/offline.md, decision 0220): what the service worker shows
// for a page that cannot open without the network — the same page for everyone, kept by the
// worker in both languages and both trees. The posts saved for offline reading are listed from
// this browser's saved copies after the page loads (nothing of the member's is in the page).
import { useEffect, useState } from "react";
import type { MetaFunction } from "react-router";
import type { SavedPost } from "../../core/offline";
import { safeRedirectPath } from "../../core/post-sign-in";
import { OFFLINE_TEXT } from "../features/offline/text";
import { useIsMobile } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import "../styles/offline.css";

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, OFFLINE_TEXT.heading);

export default function OfflinePage() {
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const [saved, setSaved] = useState<SavedPost[] | null>(null);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    let live = true;
    void import("../features/offline/saved-posts")
      .then(async (m) => {
        if (!m.offlineSupported()) {
          if (live) setSupported(false);
          return;
        }
        const posts = await m.readSavedPosts();
        if (live) setSaved(posts);
      })
      .catch(() => live && setSaved([]));
    return () => {
      live = false;
    };
  }, []);

  // Back to the page that could not open (the worker sends it here with ?from=…; offline the
  // worker writes it into the link itself), or this page again.
  const [retry, setRetry] = useState(mobile ? "/m/offline" : "/offline");
  useEffect(() => {
    setRetry(safeRedirectPath(new URLSearchParams(window.location.search).get("from")) ?? window.location.pathname);
  }, []);

  return (
    <div className={mobile ? "offline-page is-phone" : "offline-page"}>
      <div className="offline-card">
        <svg className="offline-mark" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18" />
          <circle cx="12" cy="19" r="1.2" />
        </svg>
        <h1>{t(OFFLINE_TEXT.heading)}</h1>
        <p className="offline-lead">{t(OFFLINE_TEXT.lead)}</p>
        <a className="btn btn-blue" data-offline-retry="" href={retry}>
          {t(OFFLINE_TEXT.retry)}
        </a>
      </div>
      <section className="offline-saved" aria-labelledby="offline-saved-heading">
        <h2 id="offline-saved-heading">{t(OFFLINE_TEXT.savedHeading)}</h2>
        {!supported ? (
          <p className="offline-none">{t(OFFLINE_TEXT.unsupported)}</p>
        ) : saved === null ? (
          // Filled by the worker offline (core/offline.ts offlinePageHtml), by this page online.
          <div className="offline-slot" />
        ) : saved.length === 0 ? (
          <p className="offline-none">{t(OFFLINE_TEXT.savedNone)}</p>
        ) : (
          <ul className="offline-list">
            {saved.map((post) => (
              <li key={post.key}>
                {/* A whole page load: the worker answers it from the saved copy. */}
                <a href={post.key}>
                  <span className="offline-title">{post.title || post.key}</span>
                  <span className="offline-date">{t(OFFLINE_TEXT.savedAt, { date: format.date(post.savedAt) })}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
