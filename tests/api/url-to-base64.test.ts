// Importing an image by its address (docs/product/ai.md §4) through the real API, against real
// HTTP servers on loopback. The app is configured to allow 127.0.0.2 only (a setting tests
// use), so a successful fetch can be shown; 127.0.0.1, private, metadata and IPv6 loopback
// addresses stay refused, also when reached by a redirect from the allowed server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { URL_IMPORT_MSG, URL_IMPORT_PER_10_MIN } from "../../core/url-import";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const GIF = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");

let platform: TestPlatform;
let allowed: http.Server;
let loopback: http.Server;
let allowedBase: string;
let loopbackBase: string;
let headers: Record<string, string>;

function imageServer(): http.Server {
  return http.createServer((req, res) => {
    const path = req.url ?? "/";
    const send = (type: string, body: Buffer | string) => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    if (path === "/png") return send("image/png", PNG);
    if (path === "/gif-labelled-jpeg") return send("image/jpeg", GIF);
    if (path === "/svg") return send("image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    if (path === "/html") return send("text/html", "<html><body>hi</body></html>");
    if (path === "/fake") return send("image/png", "this is not a png at all");
    if (path === "/big") {
      // No Content-Length: the cap must hold while the body streams.
      res.writeHead(200, { "content-type": "image/png" });
      res.write(PNG);
      const chunk = Buffer.alloc(256 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 8 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once("drain", pump);
        }
        res.end();
      };
      return pump();
    }
    if (path === "/redirect-to-loopback") {
      res.writeHead(302, { location: `${loopbackBase}/png` });
      return res.end();
    }
    if (path === "/redirect-to-png") {
      res.writeHead(301, { location: "/png" });
      return res.end();
    }
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const n = Number(hops[1]);
      res.writeHead(302, { location: n > 0 ? `/hops/${n - 1}` : "/png" });
      return res.end();
    }
    if (path === "/missing") {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(500);
    res.end();
  });
}

async function listen(server: http.Server, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

async function importUrl(url: string, as: Record<string, string> = headers) {
  const res = await platform.app.inject({
    method: "POST",
    url: "/api/url-to-base64",
    headers: { ...as, "content-type": "application/json" },
    payload: JSON.stringify({ url }),
  });
  return { status: res.statusCode, body: res.json() as { data: string | null; errorId?: string; errorMsg: string | null } };
}

beforeAll(async () => {
  allowed = imageServer();
  loopback = imageServer();
  allowedBase = await listen(allowed, "127.0.0.2");
  loopbackBase = await listen(loopback, "127.0.0.1");
  platform = await createTestPlatform({ env: { URL_FETCH_ALLOW_ADDRESSES: "127.0.0.2" } });
  const user = await makeUser(platform.handle.db);
  headers = (await signedIn(platform.handle.db, user.userNo)).headers;
});
afterAll(async () => {
  await platform?.dispose();
  await Promise.all([allowed, loopback].map((s) => new Promise((r) => s?.close(r))));
});

describe("POST /api/url-to-base64", () => {
  it("fetches an image from an allowed address as a data: URL typed by its bytes", async () => {
    const res = await importUrl(`${allowedBase}/png`);
    expect(res.status).toBe(200);
    expect(res.body.data).toBe(`data:image/png;base64,${PNG.toString("base64")}`);
    // The bytes decide the type, not the label.
    expect((await importUrl(`${allowedBase}/gif-labelled-jpeg`)).body.data).toMatch(/^data:image\/gif;base64,/);
    // A redirect to the same allowed server is followed.
    expect((await importUrl(`${allowedBase}/redirect-to-png`)).body.data).toMatch(/^data:image\/png;base64,/);
    expect((await importUrl(`${allowedBase}/hops/2`)).status).toBe(200);
  });

  it("is for signed-in members", async () => {
    expect((await importUrl(`${allowedBase}/png`, {})).status).toBe(401);
  });

  it.each([
    ["loopback", () => `${loopbackBase}/png`],
    ["a name for loopback", () => `http://localhost:${new URL(loopbackBase).port}/png`],
    ["the unspecified address", () => "http://0.0.0.0/png"],
    ["a private address", () => "http://10.0.0.1/png"],
    ["a private address (192.168)", () => "http://192.168.0.1/png"],
    ["a CGNAT address", () => "http://100.64.0.1/png"],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", () => "http://[::1]/png"],
    ["IPv4-mapped IPv6 loopback", () => "http://[::ffff:127.0.0.1]/png"],
    ["an IPv6 unique-local address", () => "http://[fd00::1]/png"],
    ["a redirect from the allowed server to loopback", () => `${allowedBase}/redirect-to-loopback`],
  ])("refuses %s", async (_, url) => {
    const res = await importUrl(url());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorId: "URL_NOT_PUBLIC", errorMsg: URL_IMPORT_MSG.notPublic.ko });
  });

  it("refuses other schemes, too many redirects, non-images and images over the cap", async () => {
    expect((await importUrl("file:///etc/passwd")).body.errorId).toBe("URL_SCHEME");
    expect((await importUrl("ftp://example.com/a.png")).body.errorId).toBe("URL_SCHEME");
    expect((await importUrl("not a url")).body.errorId).toBe("URL_INVALID");
    expect((await importUrl(`${allowedBase}/hops/3`)).body.errorId).toBe("URL_TOO_MANY_REDIRECTS");
    for (const path of ["/svg", "/html", "/fake"]) {
      const res = await importUrl(`${allowedBase}${path}`);
      expect([res.status, res.body.errorId]).toEqual([400, "NOT_AN_IMAGE"]);
    }
    const big = await importUrl(`${allowedBase}/big`);
    expect([big.status, big.body.errorId]).toEqual([413, "IMAGE_TOO_BIG"]);
    expect((await importUrl(`${allowedBase}/missing`)).status).toBe(502);
  });

  it("answers in the reader's language", async () => {
    const res = await platform.app.inject({
      method: "POST",
      url: "/api/url-to-base64",
      headers: { ...headers, "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({ url: "http://10.0.0.1/" }),
    });
    expect(res.json().errorMsg).toBe(URL_IMPORT_MSG.notPublic.en);
  });

  it("limits how often one member imports", async () => {
    const user = await makeUser(platform.handle.db);
    const own = (await signedIn(platform.handle.db, user.userNo)).headers;
    for (let i = 0; i < URL_IMPORT_PER_10_MIN; i++) expect((await importUrl("ftp://x/", own)).status).toBe(400);
    expect((await importUrl(`${allowedBase}/png`, own)).status).toBe(429);
  });
});
