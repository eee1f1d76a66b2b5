// robots.txt and sitemap.xml served by the app (absolute URLs from PUBLIC_URL).
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { countQuery } from "../../lib/schemas";
import { robotsTxt, sitemapIndex, sitemapPages, sitemapPosts } from "./service";

const XML = "application/xml; charset=utf-8";
const CACHE = "public, max-age=3600";

export const seoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const publicUrl = ctx.config.publicUrl.replace(/\/$/, "");
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", CACHE).send(robotsTxt(publicUrl)),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header("cache-control", CACHE)
      .send(await sitemapIndex(ctx.db, publicUrl)),
  );
  app.get("/sitemap-pages.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header("cache-control", CACHE)
      .send(await sitemapPages(ctx.db, publicUrl)),
  );
  app.get(
    "/sitemap-posts-:page(^\\d+).xml",
    { schema: { hide: true, params: z.object({ page: countQuery(100_000) }) } },
    async (request, reply) => {
      const xml = await sitemapPosts(ctx.db, publicUrl, request.params.page);
      if (xml === null) throw errors.notFound("페이지를 찾을 수 없습니다.", "SITEMAP_NOT_FOUND");
      return reply.type(XML).header("cache-control", CACHE).send(xml);
    },
  );
};
