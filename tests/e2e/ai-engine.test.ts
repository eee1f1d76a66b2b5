// The two apps the journeys run AI scenarios against: `baseUrl` answers with the offline
// engine, `modelAppUrl` with the model behind the local chat-completions server (modelServerUrl),
// to which it sends its key and model name. On both a member imports an image by its address
// from an image server on 127.0.0.2 (the one loopback address the journeys' apps allow).
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { RecordedRequest } from "../support/model-server";
import { aiApps } from "./ai-apps";
import { desktopContext, launch } from "./browser";
import { E2E_MODEL } from "./global-setup";
import { signUpMember } from "./members";

const modelServerUrl = inject("modelServerUrl");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
let browser: Browser;
let images: http.Server;
let imageBase: string;

beforeAll(async () => {
  browser = await launch();
  images = http.createServer((req, res) => {
    if (req.url === "/to-loopback") {
      res.writeHead(302, { location: "http://127.0.0.1/" });
      return res.end();
    }
    res.writeHead(200, { "content-type": "image/png" });
    res.end(PNG);
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.2", resolve));
  imageBase = `http://127.0.0.2:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => images?.close(r));
});

const engineOf = async (url: string) =>
  ((await (await fetch(`${url}/actuator/health`)).json()) as { components: { ai: { engine: string } } }).components.ai.engine;

describe("the AI engines of the journeys", () => {
  it("the first app is offline, the second uses the model server with its key", async () => {
    const [offline, model] = aiApps();
    expect(await engineOf(offline!.baseUrl)).toBe("offline");
    expect(await engineOf(model!.baseUrl)).toBe("model");
    // At start the model app looked at the model server once (GET /v1/models), with its key.
    const requests = (await (await fetch(`${modelServerUrl}/__control/requests`)).json()) as RecordedRequest[];
    const probe = requests.find((r) => r.method === "GET" && r.path === "/v1/models");
    expect(probe?.headers.authorization).toBe(`Bearer ${E2E_MODEL.apiKey}`);
  });

  for (const app of aiApps()) {
    it(`a member imports an image by its address; a redirect to loopback is refused (${app.engine})`, async () => {
      const context = await desktopContext(browser);
      await signUpMember(context, { app });
      const importUrl = (url: string) =>
        context.request.post(`${app.baseUrl}/api/url-to-base64`, { headers: { origin: app.baseUrl }, data: { url } });
      const ok = await importUrl(`${imageBase}/cat.png`);
      expect(ok.status()).toBe(200);
      expect(((await ok.json()) as { data: string }).data).toBe(`data:image/png;base64,${PNG.toString("base64")}`);
      const refused = await importUrl(`${imageBase}/to-loopback`);
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { errorMsg: string }).errorMsg).toBe("공개된 인터넷 주소의 이미지만 가져올 수 있습니다.");
      await context.close();
    });
  }
});
