// The module registry: every domain's HTTP routes and background jobs, in one list each.
// main.ts builds the platform; a new module adds one line here.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { heartbeatJob } from "../jobs/heartbeat";
import { mailJob } from "../jobs/mail";
import type { JobDefinition } from "../jobs/queue";
import { passwordRoutes } from "./accounts/password-routes";
import { accountRoutes } from "./accounts/routes";
import { boardCryptoRoutes } from "./boardcrypto/routes";
import { boardRoutes } from "./boards/routes";
import { commentRoutes } from "./comments/routes";
import { contentRoutes } from "./contents/routes";
import { curationRoutes } from "./curation/routes";
import { settlementJob } from "./curation/settlement-job";
import { sweepFilesJob } from "./contents/sweep";
import { draftRoutes } from "./drafts/routes";
import { documentConvertJob } from "./documents/convert";
import { documentRoutes } from "./documents/routes";
import { cspReportRoutes } from "./health/csp-report-routes";
import { healthRoutes } from "./health/routes";
import { notificationJob } from "./notifications/service";
import { notificationAdminRoutes } from "./notifications/admin-routes";
import { noticeFanoutJob } from "./notifications/notices";
import { pushJob } from "./notifications/push";
import { pushRoutes } from "./notifications/push-routes";
import { notificationRoutes } from "./notifications/routes";
import { oauthRoutes } from "./oauth/routes";
import { socialSignUpProof } from "./oauth/service";
import { profileRoutes } from "./accounts/profile-routes";
import { phoneRoutes } from "./phone/routes";
import { pointRoutes } from "./points/routes";
import { reportRoutes } from "./reports/routes";
import { missionRoutes } from "./missions/routes";
import { quotaRoutes } from "./quota/routes";
import { termsRoutes } from "./terms/routes";
import { searchRoutes } from "./search/routes";
import { boardListRoutes } from "./boards/list-routes";
import { seoRoutes } from "./seo/routes";
import { reactionRoutes } from "./reactions/routes";
import { followedPostJob } from "./reactions/follows";
import { viewerRoutes } from "./viewer/routes";

export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { handle: ctx.handle, queueEnabled: Boolean(ctx.queue) });
  await app.register(cspReportRoutes, { ctx });
  await app.register(boardRoutes, { db: ctx.db });
  await app.register(accountRoutes, { ctx, socialSignUp: (token, email) => socialSignUpProof(ctx, token, email) });
  await app.register(passwordRoutes, { ctx });
  await app.register(oauthRoutes, { ctx });
  await app.register(boardCryptoRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(phoneRoutes, { ctx });
  await app.register(pointRoutes, { ctx });
  await app.register(termsRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(draftRoutes, { ctx });
  await app.register(documentRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(boardListRoutes, { db: ctx.db });
  await app.register(seoRoutes, { ctx });
  await app.register(missionRoutes, { ctx });
  await app.register(quotaRoutes, { ctx });
  await app.register(reactionRoutes, { ctx });
  await app.register(commentRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(pushRoutes, { ctx });
  await app.register(notificationAdminRoutes, { ctx });
  await app.register(curationRoutes, { ctx });
  await app.register(viewerRoutes, { ctx });
}

export function moduleJobs(ctx: AppContext): JobDefinition<object>[] {
  const jobs = [
    heartbeatJob(ctx.db),
    mailJob(ctx.mailer),
    sweepFilesJob(ctx),
    notificationJob(ctx),
    documentConvertJob(ctx),
    followedPostJob(ctx),
    pushJob(ctx),
    noticeFanoutJob(ctx),
    settlementJob(ctx),
  ];
  return jobs as unknown as JobDefinition<object>[];
}
