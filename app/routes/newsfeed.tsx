// /m/newsfeed (SPEC §2, §4): the notification feed as a page on phones. Rendered with the
// member's feed; opening it puts out the new dot and marks the loaded lines read.
import { data, useLoaderData, type MetaFunction } from "react-router";
import { NotificationFeedView, useNotificationFeed } from "../features/notify/notification-feed";
import type { LoaderArgs } from "../lib/viewer";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data("회원만 이용 가능합니다.", { status: 401 });
  return { feed: await context.services.notifications.feed(context.viewer.userNo, context.language) };
}

export const meta: MetaFunction = () => [{ title: "알림 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function Newsfeed() {
  const { feed: initial } = useLoaderData<typeof loader>();
  const { feed, status } = useNotificationFeed(true, initial);
  return (
    <div className="notify-page">
      <h1 className="page-heading">알림</h1>
      <NotificationFeedView feed={feed} status={status} mobile />
    </div>
  );
}
