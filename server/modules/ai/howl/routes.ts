// 하울 AI routes (docs/product/ai.md §7.2): thin handlers; the contracts are in schema.ts.
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HOWL_SEGMENT_COOKIE, HOWL_SEGMENT_HEADER, isHowlSegment, pickHowlSegment, type HowlSegment } from "../../../../core/howl";
import type { AppContext } from "../../../context";
import { AppError, errors } from "../../../lib/errors";
import { languageOfHeaders } from "../../../lib/language";
import { addRoute } from "../../route";
import { howlApi } from "./schema";
import { askHowl, type HowlQuestionInput } from "./service";

/** Questions per minute per member or visitor address (the daily allowance counts members' days). */
const QUESTION_LIMIT = { attempts: 20, windowMs: 60_000 };

export async function howlRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const secure = ctx.config.publicUrl.startsWith("https://");
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };

  /**
   * The limit, and the question's input with its A/B segment. The segment is chosen once per
   * session (docs/product/ai.md §7.2): the page sends the one it was given; without it, this
   * session's cookie; otherwise a new one. `setCookie` is the cookie to send when it changed
   * (no expiry: it ends with the browser session).
   */
  const prepare = async (
    request: FastifyRequest<{ Body: { question: string } }>,
  ): Promise<{ input: HowlQuestionInput; setCookie: string | null }> => {
    const viewer = await request.viewer();
    const bucket = viewer ? `howl:member:${viewer.userNo}` : `howl:ip:${request.ip}`;
    if (!(await ctx.limiter.hit(bucket, QUESTION_LIMIT.attempts, QUESTION_LIMIT.windowMs)).allowed) throw errors.tooManyRequests();
    const header = request.headers[HOWL_SEGMENT_HEADER];
    const cookie = request.cookies[HOWL_SEGMENT_COOKIE];
    const segment: HowlSegment = isHowlSegment(header) ? header : isHowlSegment(cookie) ? cookie : pickHowlSegment();
    return {
      input: { question: request.body.question, segment, userNo: viewer?.userNo ?? null, language: languageOfHeaders(request.headers) },
      setCookie: cookie === segment ? null : segment,
    };
  };

  addRoute(app, howlApi.question, async (request, reply) => {
    const { input, setCookie } = await prepare(request);
    if (setCookie) void reply.setCookie(HOWL_SEGMENT_COOKIE, setCookie, cookieOptions);
    return askHowl(ctx, input);
  });

  addRoute(app, howlApi.questionStream, async (request, reply: FastifyReply) => {
    const { input, setCookie } = await prepare(request);
    // The stream opens with the first piece of the answer: a refusal before it (the question's
    // length, the allowance) is still the usual error envelope.
    let open = false;
    const send = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const start = () => {
      if (open) return;
      open = true;
      reply.hijack();
      reply.raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        "x-content-type-options": "nosniff",
        ...(setCookie ? { "set-cookie": fastifyCookie.serialize(HOWL_SEGMENT_COOKIE, setCookie, cookieOptions) } : {}),
      });
    };
    try {
      const answer = await askHowl(ctx, {
        ...input,
        onDelta: (text) => {
          start();
          send("delta", { text });
        },
      });
      start();
      // Through the plain call's schema: the stream sends no field that call would not.
      send("done", howlApi.question.response.parse(answer));
    } catch (error) {
      if (!open) throw error;
      request.log.error({ err: error }, "howl stream failed");
      send("error", { errorId: error instanceof AppError ? error.errorId : "SERVER_ERROR" });
    }
    reply.raw.end();
    return reply;
  });
}
