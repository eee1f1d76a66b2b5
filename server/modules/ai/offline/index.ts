// The offline engine: every task of AiProvider computed from the text itself and the site's own
// content, with nothing downloaded and no prose invented. Each group of tasks lives in its own
// file; this one puts them together.
import type { AiProvider } from "../provider";
import { offlineEditorTasks, type EditorDeps } from "./editor";
import { offlineSummaryTasks } from "./summary";
import { offlineAnswerTasks } from "./answer";
import { offlineHelpTasks } from "./help";

export type OfflineDeps = EditorDeps;

export function offlineProvider(deps: OfflineDeps): AiProvider {
  return {
    kind: "offline",
    ...offlineEditorTasks(deps),
    ...offlineSummaryTasks(),
    ...offlineAnswerTasks(),
    ...offlineHelpTasks(),
  };
}
