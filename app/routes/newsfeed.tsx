// /m/newsfeed (docs/product/reading.md): the notification feed as a page on phones, and /newsfeed
// the same page on desktop (where the bell's panel shows the latest lines). Rendered with the
// member's feed; opening it puts out the new dot and marks the loaded lines read.
import { data, useLoaderData, type MetaFunction } from "react-router";
import { NotificationFeedView, useNotificationFeed } from "../features/notifications/notification-feed";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { BELL } from "../features/notifications/text";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { LoaderArgs } from "../lib/viewer";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return { feed: await context.services.notifications.feed(context.viewer.userNo, context.language) };
}

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, BELL.label);

export default function Newsfeed() {
  const { feed: initial } = useLoaderData<typeof loader>();
  const { feed, status } = useNotificationFeed(true, initial);
  const t = useT();
  const mobile = useIsMobile();
  return (
    <div className={mobile ? "notify-page" : "notify-page notify-page-desktop"}>
      <h1 className="page-heading">{t(BELL.label)}</h1>
      <NotificationFeedView feed={feed} status={status} mobile={mobile} />
    </div>
  );
}
