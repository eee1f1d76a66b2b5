// The feeds' addresses (core/feeds.ts): each scope in Atom (feed.xml), RSS (rss.xml) and JSON
// Feed (feed.json). A feed is the same for every reader, so visitors' answers are kept in the
// page cache like shared pages and emptied by the same writes: a new, changed or removed post
// empties every list (LISTS_TAG), a member's page change their feeds, and each feed carries its
// posts' own tags, so a post removed for good is never sent again from a stale copy (decision 0208).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { LISTS_TAG, memberTag, postTag } from "../../../core/cache-tags";
import { FEED_CONTENT_TYPES, FEED_FILES, FEED_MSG, type FeedFormat, type FeedScope } from "../../../core/feeds";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { feedSource, renderFeed } from "./service";
import { shareWithVisitors } from "../shared-answers";

type Params = Record<string, string | undefined>;

/** The scope a route's path parameters name, or null when they cannot name one. */
type ScopeOf = (params: Params) => FeedScope | null;

const SCOPES: readonly { folder: string; scopeOf: ScopeOf }[] = [
  { folder: "", scopeOf: () => ({ kind: "site" }) },
  { folder: "/other/:userId", scopeOf: (p) => (p.userId ? { kind: "member", userId: p.userId } : null) },
  { folder: "/tag/:tag", scopeOf: (p) => (p.tag ? { kind: "tag", tag: p.tag } : null) },
  { folder: "/topic/:topic", scopeOf: (p) => (p.topic ? { kind: "topic", topic: p.topic } : null) },
  {
    folder: "/other/:userId/series/:seriesNo",
    scopeOf: (p) => {
      const seriesNo = Number(p.seriesNo);
      return p.userId && Number.isSafeInteger(seriesNo) && seriesNo > 0 ? { kind: "series", userId: p.userId, seriesNo } : null;
    },
  },
];

/** What each answer showed, for the page cache's tags (read when the answer is sent). */
const shownTags = new WeakMap<FastifyRequest, readonly string[]>();

function tagsOf(scope: FeedScope, boardNos: readonly number[]): string[] {
  const tags = [LISTS_TAG, ...boardNos.map(postTag)];
  if (scope.kind === "member" || scope.kind === "series") tags.push(memberTag(scope.userId));
  return tags;
}

export async function feedRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const origin = ctx.config.publicUrl.replace(/\/$/, "");
  for (const { folder, scopeOf } of SCOPES) {
    for (const format of Object.keys(FEED_FILES) as FeedFormat[]) {
      const route: RouteOptions & { onRequest: unknown[]; onSend: unknown[] } = {
        method: "GET",
        url: `${folder}/${FEED_FILES[format]}`,
        schema: { hide: true },
        onRequest: [],
        onSend: [],
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const scope = scopeOf(request.params as Params);
          const source = scope ? await feedSource(ctx.db, scope) : null;
          if (!scope || !source) throw errors.notFound(FEED_MSG.notFound, "FEED_NOT_FOUND");
          shownTags.set(
            request,
            tagsOf(
              scope,
              source.posts.map((post) => post.boardNo),
            ),
          );
          return reply.type(FEED_CONTENT_TYPES[format]).send(renderFeed(scope, source, format, { origin, language: request.language }));
        },
      };
      shareWithVisitors(app, route, (request) => shownTags.get(request) ?? [LISTS_TAG]);
      app.route(route as RouteOptions);
    }
  }
}
