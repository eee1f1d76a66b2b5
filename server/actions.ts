// Every write a page may run, by its API key ("METHOD /path"): pages call
// `services.write(key, fields, tools)` and run the very handler the API route runs
// (modules/action.ts, decision 0198). A module's actions join the list below.
import type { ContractData } from "./modules/route";
import { actionKey, type ActionRegistry, type WriteAction } from "./modules/action";
import { faqActions } from "./modules/faq/actions";
import { accountsActions } from "./modules/accounts/actions";
import { termsActions } from "./modules/terms/actions";
import { officeShareActions } from "./modules/office-share/actions";
import { noticeActions } from "./modules/notifications/actions";
import { adActions } from "./modules/ads/actions";
import { siteEventActions } from "./modules/site-events/actions";
import { reportActions } from "./modules/reports/actions";
import { consoleActions } from "./modules/console/actions";
import { feedbackActions } from "./modules/feedback/actions";
import { curationActions } from "./modules/curation/actions";
import { trustActions } from "./modules/trust/actions";
import { nftActions } from "./modules/wallet/nft/actions";
import { missionActions } from "./modules/missions/actions";
import { walletPayoutActions } from "./modules/wallet/payout/actions";
import { exhibitActions } from "./modules/exhibits/actions";
import { quizActions } from "./modules/quiz/actions";
import { revisionActions } from "./modules/revisions/actions";
import { securityAlertActions } from "./modules/security-alerts/actions";
import { schedulingActions } from "./modules/scheduling/actions";
import { seriesActions } from "./modules/series/actions";

const PAGE_WRITES = [
  ...faqActions,
  ...accountsActions,
  ...termsActions,
  ...officeShareActions,
  ...noticeActions,
  ...adActions,
  ...siteEventActions,
  ...reportActions,
  ...consoleActions,
  ...feedbackActions,
  ...curationActions,
  ...trustActions,
  ...nftActions,
  ...missionActions,
  ...walletPayoutActions,
  ...exhibitActions,
  ...quizActions,
  ...revisionActions,
  ...securityAlertActions,
  ...schedulingActions,
  ...seriesActions,
] as const;

export type PageWrites = ActionRegistry<typeof PAGE_WRITES>;
export type WriteKey = keyof PageWrites;
export type WriteData<K extends WriteKey> = ContractData<PageWrites[K]["contract"]>;

export const PAGE_WRITE_ACTIONS: ReadonlyMap<string, WriteAction> = new Map(
  PAGE_WRITES.map((a) => [actionKey(a as WriteAction), a as WriteAction]),
);
