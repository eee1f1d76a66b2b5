// Editor helper and AI feedback routes (docs/product/ai.md §2, §3); contracts in schema.ts.
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { AI_EDITOR_MSG } from "../../../../core/ai-editor";
import { say } from "../../../../core/i18n";
import type { AppContext } from "../../../context";
import { addRoute } from "../../route";
import { aiEditorApi } from "./schema";
import {
  freeImages,
  generateContinuation,
  generateEnrichment,
  generateTags,
  generateTitle,
  generatorState,
  postFeedback,
  reviewPost,
  startContinuation,
} from "./service";

export async function aiEditorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, aiEditorApi.state, async ({ member }) => generatorState(ctx, member));
  addRoute(app, aiEditorApi.title, async ({ member, body, language }) => generateTitle(ctx, member, body.body, { language }));
  addRoute(app, aiEditorApi.tags, async ({ member, body, language }) => generateTags(ctx, member, body.body, { language }, body.subject));
  addRoute(app, aiEditorApi.enrichment, async ({ member, body, language }) => generateEnrichment(ctx, member, body.body, { language }));
  addRoute(app, aiEditorApi.continuation, async ({ member, body, language }) => generateContinuation(ctx, member, body.body, { language }));
  // The continuation as it is typed: one JSON object a line. Refusals (empty text, allowance
  // spent) come before the first line as ordinary errors; a failure after it is the last line.
  addRoute(app, aiEditorApi.continuationStream, async (request, reply) => {
    const { member, body, language } = request;
    const run = await startContinuation(ctx, member, body.body);
    const lines = new PassThrough();
    const write = (line: object) => lines.write(`${JSON.stringify(line)}\n`);
    void run({ language, onDelta: (delta) => write({ delta }), onRestart: () => write({ restart: true }) })
      .then((data) => write({ done: true, data }))
      .catch(() => write({ error: say(AI_EDITOR_MSG.failed, language), errorId: "AI_FAILED" }))
      .finally(() => lines.end());
    return reply.header("content-type", "application/x-ndjson; charset=utf-8").header("cache-control", "no-store").send(lines);
  });
  addRoute(app, aiEditorApi.images, async ({ member }) => freeImages(ctx, member));
  addRoute(app, aiEditorApi.feedback, async ({ member, params }) => postFeedback(ctx, member, params.boardNo));
  addRoute(app, aiEditorApi.review, async ({ member, body, language }) => reviewPost(ctx, member, body.boardNo, language));
}
