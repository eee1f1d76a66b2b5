// The module registry: every domain's HTTP routes and background jobs, in one list each.
// main.ts builds the platform; a new module adds one line here.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { adRoutes } from "./ads/routes";
import { helpbotRoutes } from "./ai/helpbot/routes";
import { sweepHelpThreadsJob } from "./ai/helpbot/sweep";
import { heartbeatJob } from "../jobs/heartbeat";
import { mailJob, promptMailJob } from "../jobs/mail";
import type { JobDefinition } from "../jobs/queue";
import { passwordRoutes } from "./accounts/password-routes";
import { accountRoutes } from "./accounts/routes";
import { briefingJob } from "./ai/briefing/service";
import { briefingRoutes } from "./ai/briefing/routes";
import { aiEditorRoutes } from "./ai/editor/routes";
import { boardCryptoRoutes } from "./boardcrypto/routes";
import { boardRoutes } from "./boards/routes";
import { commentRoutes } from "./comments/routes";
import { contentRoutes } from "./contents/routes";
import { curationRoutes } from "./curation/routes";
import { settlementJob } from "./curation/settlement-job";
import { payoutJob } from "./wallet/payout/job";
import { walletPayoutRoutes } from "./wallet/payout/routes";
import { sweepFilesJob } from "./contents/sweep";
import { draftRoutes } from "./drafts/routes";
import { revisionRoutes } from "./revisions/routes";
import { exportRoutes } from "./exports/routes";
import { exportJob, exportSweepJob } from "./exports/service";
import { importRoutes } from "./imports/routes";
import { importJob } from "./imports/service";
import { backupJob } from "./backups/service";
import { backupRoutes } from "./backups/routes";
import { passkeyRoutes } from "./passkeys/routes";
import { twoFactorRoutes } from "./accounts/two-factor-routes";
import { documentConvertJob } from "./documents/convert";
import { documentRoutes } from "./documents/routes";
import { cspReportRoutes } from "./health/csp-report-routes";
import { healthRoutes } from "./health/routes";
import { metricsRoutes } from "./metrics/routes";
import { howlRoutes } from "./ai/howl/routes";
import { videoRoutes } from "./ai/video/routes";
import { videoRenderJob, videoSweepJob } from "./ai/video/service";
import { notificationJob } from "./notifications/service";
import { notificationAdminRoutes } from "./notifications/admin-routes";
import { noticeFanoutJob } from "./notifications/notices";
import { pushJob } from "./notifications/push";
import { pushRoutes } from "./notifications/push-routes";
import { notificationRoutes } from "./notifications/routes";
import { oauthRoutes } from "./oauth/routes";
import { officeShareRoutes } from "./office-share/routes";
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
import { exhibitRoutes } from "./exhibits/routes";
import { EXHIBIT_MSG, exhibitBoards } from "./exhibits/service";
import { quizRoutes } from "./quiz/routes";
import { seoRoutes } from "./seo/routes";
import { feedRoutes } from "./feeds/routes";
import { reactionRoutes } from "./reactions/routes";
import { followedPostJob } from "./reactions/follows";
import { urlImportRoutes } from "./url-import/routes";
import { viewerRoutes } from "./viewer/routes";
import { nftRoutes } from "./wallet/nft/routes";
import { recheckPfpsJob } from "./wallet/nft/recheck-job";
import { walletConnectRoutes } from "./wallet/connect/routes";
import { siteEventRoutes } from "./site-events/routes";
import { auditRoutes } from "./audit/routes";
import { recordOperatorWrite } from "./audit/service";
import { consoleRoutes } from "./console/routes";
import { faqRoutes } from "./faq/routes";
import { feedbackRoutes } from "./feedback/routes";
import { trustRoutes } from "./trust/routes";
import { trustJob } from "./trust/job";
import { securityAlertRoutes } from "./security-alerts/routes";
import { schedulingRoutes } from "./scheduling/routes";
import { publishScheduledJob } from "./scheduling/job";
import { authorStatsRoutes } from "./author-stats/routes";
import { seriesRoutes } from "./series/routes";
import { seriesPartJob } from "./reactions/follows";
import { federationRoutes } from "./federation/routes";
import { federationQueueJob, outboxJob } from "./federation/outbox";

export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Before any module: addRoute refuses an operator write route without the audit log
  // (docs/decisions/0168). A failed insert fails the request after the change was made; the
  // entry then goes to the error log in full, so it is never silently lost.
  app.decorate("recordOperatorWrite", async (write) => {
    try {
      await recordOperatorWrite(ctx.db, write);
    } catch (error) {
      ctx.logger.error({ err: error, audit: { ...write, actor: write.actor.userNo, body: undefined } }, "audit log write failed");
      throw error;
    }
  });
  await app.register(healthRoutes, { handle: ctx.handle, queueEnabled: Boolean(ctx.queue), aiEngine: ctx.ai.kind });
  await app.register(cspReportRoutes, { ctx });
  await app.register(metricsRoutes, { ctx });
  await app.register(boardRoutes, { db: ctx.db, reads: ctx.reads, publicUrl: ctx.config.publicUrl });
  await app.register(accountRoutes, { ctx, socialSignUp: (token, email) => socialSignUpProof(ctx, token, email) });
  await app.register(passwordRoutes, { ctx });
  await app.register(oauthRoutes, { ctx });
  await app.register(officeShareRoutes, { ctx });
  await app.register(boardCryptoRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(passkeyRoutes, { ctx });
  await app.register(twoFactorRoutes, { ctx });
  await app.register(phoneRoutes, { ctx });
  await app.register(pointRoutes, { ctx });
  await app.register(termsRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(draftRoutes, { ctx });
  await app.register(revisionRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
  await app.register(importRoutes, { ctx });
  await app.register(documentRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(boardListRoutes, {
    db: ctx.db,
    reads: ctx.reads,
    exhibits: { boards: (slug, options) => exhibitBoards(ctx.db, slug, options), notFound: EXHIBIT_MSG.notFound },
  });
  await app.register(exhibitRoutes, { ctx });
  await app.register(quizRoutes, { ctx });
  await app.register(seoRoutes, { ctx });
  await app.register(feedRoutes, { ctx });
  await app.register(missionRoutes, { ctx });
  await app.register(quotaRoutes, { ctx });
  await app.register(reactionRoutes, { ctx });
  await app.register(commentRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(pushRoutes, { ctx });
  await app.register(notificationAdminRoutes, { ctx });
  await app.register(adRoutes, { ctx });
  await app.register(curationRoutes, { ctx });
  await app.register(walletPayoutRoutes, { ctx });
  await app.register(viewerRoutes, { ctx });
  await app.register(briefingRoutes, { ctx });
  await app.register(aiEditorRoutes, { ctx });
  await app.register(helpbotRoutes, { ctx });
  await app.register(urlImportRoutes, { ctx });
  await app.register(howlRoutes, { ctx });
  await app.register(videoRoutes, { ctx });
  await app.register(nftRoutes, { ctx });
  await app.register(walletConnectRoutes, { ctx });
  await app.register(siteEventRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(consoleRoutes, { ctx });
  await app.register(backupRoutes, { ctx });
  await app.register(faqRoutes, { ctx });
  await app.register(feedbackRoutes, { ctx });
  await app.register(trustRoutes, { ctx });
  await app.register(securityAlertRoutes, { ctx });
  await app.register(schedulingRoutes, { ctx });
  await app.register(authorStatsRoutes, { ctx });
  await app.register(seriesRoutes, { ctx });
  await app.register(federationRoutes, { ctx });
}

export function moduleJobs(ctx: AppContext): JobDefinition<object>[] {
  const jobs = [
    heartbeatJob(ctx.db),
    promptMailJob(ctx.mailer),
    mailJob(ctx.mailer),
    sweepFilesJob(ctx),
    notificationJob(ctx),
    documentConvertJob(ctx),
    briefingJob(ctx),
    videoRenderJob(ctx),
    videoSweepJob(ctx),
    exportJob(ctx),
    exportSweepJob(ctx),
    importJob(ctx),
    followedPostJob(ctx),
    seriesPartJob(ctx),
    pushJob(ctx),
    noticeFanoutJob(ctx),
    settlementJob(ctx),
    trustJob(ctx),
    payoutJob(ctx),
    sweepHelpThreadsJob(ctx),
    recheckPfpsJob(ctx),
    backupJob(ctx),
    publishScheduledJob(ctx),
    outboxJob(ctx),
    federationQueueJob(ctx),
  ].filter((job) => job !== null);
  return jobs as unknown as JobDefinition<object>[];
}
