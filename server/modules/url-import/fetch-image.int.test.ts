// The image fetch against real servers on loopback: names are resolved once, checked, and the
// connection goes to the checked address (a second DNS answer cannot swap it).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";
import { fetchImageAsDataUrl, sniffImageType } from "./fetch-image";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
let server: http.Server;
let port: number;
const hosts: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? "");
    res.writeHead(200, { "content-type": "image/png" });
    res.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

describe("fetchImageAsDataUrl", () => {
  it("connects to the checked address of a name, never resolving it again", async () => {
    let lookups = 0;
    // "rebind.test" exists in no DNS: only the checked answer can have reached the server.
    const resolve = async () => {
      lookups++;
      return [{ address: "127.0.0.2", family: 4 as const }];
    };
    const data = await fetchImageAsDataUrl(`http://rebind.test:${port}/a.png`, { allowAddresses: ["127.0.0.2"], resolve });
    expect(data).toBe(`data:image/png;base64,${PNG.toString("base64")}`);
    expect(lookups).toBe(1);
    expect(hosts.at(-1)).toBe(`rebind.test:${port}`);
  });

  it("refuses a name when any of its addresses is not public", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 as const },
      { address: "10.0.0.5", family: 4 as const },
    ];
    const error = await fetchImageAsDataUrl("http://mixed.test/a.png", { resolve }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorId).toBe("URL_NOT_PUBLIC");
  });

  it("gives up after its time limit", async () => {
    const slow = http.createServer(() => undefined);
    await new Promise<void>((r) => slow.listen(0, "127.0.0.2", r));
    const { port: slowPort } = slow.address() as AddressInfo;
    const started = Date.now();
    const error = await fetchImageAsDataUrl(`http://127.0.0.2:${slowPort}/`, { allowAddresses: ["127.0.0.2"], timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect((error as AppError).errorId).toBe("IMAGE_FETCH_TIMEOUT");
    expect(Date.now() - started).toBeLessThan(2_000);
    slow.closeAllConnections();
    await new Promise((r) => slow.close(r));
  });

  it("recognises images by their first bytes", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("GIF89a"))).toBe("image/gif");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(Buffer.from("<svg xmlns="))).toBeNull();
  });
});
