// The two apps every AI journey runs on: the offline engine (`baseUrl`) and the same app with a
// model behind the local chat-completions server (`modelAppUrl`, tests/support/model-server.ts).
// A journey loops over them: `for (const app of aiApps()) it(`… (${app.engine})`, …)`, signs up
// with `signUpMember(context, { app })`, and tells the engines apart by the results: the model
// double's answers carry MODEL_MARK ("모델") where the offline engine never writes it.
import { inject } from "vitest";
import { MODEL_MARK } from "../support/model-server";

export { MODEL_MARK };

export interface AiApp {
  engine: "offline" | "model";
  baseUrl: string;
  dataDir: string;
}

export function aiApps(): AiApp[] {
  return [
    { engine: "offline", baseUrl: inject("baseUrl"), dataDir: inject("e2eDataDir") },
    { engine: "model", baseUrl: inject("modelAppUrl"), dataDir: inject("modelAppDataDir") },
  ];
}
