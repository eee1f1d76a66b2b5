// Every API contract in one type map, keyed "METHOD /path": what the browser client
// (app/lib/api.ts) types its calls with. Pages import it as a type only; the routes register
// the same contracts (modules/route.ts). A new module's contracts join the list below.
import type { RouteContract, RouteKey } from "./route";
import type { accountsApi } from "./accounts/schema";
import type { adsApi } from "./ads/schema";
import type { helpbotApi } from "./ai/helpbot/schema";
import type { profileApi } from "./accounts/profile-schema";
import type { briefingApi } from "./ai/briefing/schema";
import type { videoApi } from "./ai/video/schema";
import type { aiEditorApi } from "./ai/editor/schema";
import type { boardCryptoApi } from "./boardcrypto/schema";
import type { boardsApi } from "./boards/schema";
import type { commentsApi } from "./comments/schema";
import type { contentsApi } from "./contents/schema";
import type { curationApi } from "./curation/schema";
import type { walletPayoutApi } from "./wallet/payout/schema";
import type { documentsApi } from "./documents/schema";
import type { draftsApi } from "./drafts/schema";
import type { schedulingApi } from "./scheduling/schema";
import type { exhibitsApi } from "./exhibits/schema";
import type { quizApi } from "./quiz/schema";
import type { healthApi } from "./health/schema";
import type { howlApi } from "./ai/howl/schema";
import type { missionsApi } from "./missions/schema";
import type { notificationsApi } from "./notifications/schema";
import type { oauthApi } from "./oauth/schema";
import type { officeShareApi } from "./office-share/schema";
import type { phoneApi } from "./phone/schema";
import type { pointsApi } from "./points/schema";
import type { quotaApi } from "./quota/schema";
import type { nftApi } from "./wallet/nft/schema";
import type { reactionsApi } from "./reactions/schema";
import type { reportsApi } from "./reports/schema";
import type { searchApi } from "./search/schema";
import type { termsApi } from "./terms/schema";
import type { urlImportApi } from "./url-import/schema";
import type { viewerApi } from "./viewer/schema";
import type { walletConnectApi } from "./wallet/connect/schema";
import type { siteEventsApi } from "./site-events/schema";
import type { auditApi } from "./audit/schema";
import type { consoleApi } from "./console/schema";
import type { federationApi } from "./federation/schema";
import type { faqApi } from "./faq/schema";
import type { feedbackApi } from "./feedback/schema";
import type { trustApi } from "./trust/schema";
import type { revisionsApi } from "./revisions/schema";
import type { seriesApi } from "./series/schema";
import type { exportsApi } from "./exports/schema";
import type { backupsApi } from "./backups/schema";
import type { passkeysApi } from "./passkeys/schema";
import type { twoFactorApi } from "./two-factor/schema";
import type { importsApi } from "./imports/schema";
import type { securityAlertsApi } from "./security-alerts/schema";
import type { authorStatsApi } from "./author-stats/schema";

type Modules =
  | typeof accountsApi
  | typeof adsApi
  | typeof aiEditorApi
  | typeof boardCryptoApi
  | typeof briefingApi
  | typeof videoApi
  | typeof boardsApi
  | typeof commentsApi
  | typeof contentsApi
  | typeof curationApi
  | typeof trustApi
  | typeof walletPayoutApi
  | typeof documentsApi
  | typeof draftsApi
  | typeof schedulingApi
  | typeof authorStatsApi
  | typeof exhibitsApi
  | typeof quizApi
  | typeof healthApi
  | typeof helpbotApi
  | typeof howlApi
  | typeof missionsApi
  | typeof notificationsApi
  | typeof oauthApi
  | typeof officeShareApi
  | typeof phoneApi
  | typeof pointsApi
  | typeof profileApi
  | typeof quotaApi
  | typeof nftApi
  | typeof reactionsApi
  | typeof reportsApi
  | typeof searchApi
  | typeof termsApi
  | typeof urlImportApi
  | typeof viewerApi
  | typeof walletConnectApi
  | typeof siteEventsApi
  | typeof auditApi
  | typeof consoleApi
  | typeof faqApi
  | typeof feedbackApi
  | typeof revisionsApi
  | typeof seriesApi
  | typeof exportsApi
  | typeof backupsApi
  | typeof importsApi
  | typeof securityAlertsApi
  | typeof passkeysApi
  | typeof twoFactorApi
  | typeof federationApi;

/** Each module's contracts, spread over the modules. */
type ValuesOf<M> = M extends unknown ? M[keyof M] : never;
type Contracts = ValuesOf<Modules>;

/** Every route's contract by "METHOD /path". */
export type ApiContract = { [C in Extract<Contracts, RouteContract> as RouteKey<C>]: C };

/** "METHOD /path" of every route. */
export type ApiRoute = keyof ApiContract;
