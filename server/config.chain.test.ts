// Chain settings (docs/product/wallet.md §1, docs/decisions/0151): defaults, validation, and the
// payout key that no dump of the configuration, log line or error message may show.
import util from "node:util";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./lib/logger";

const KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

describe("chain configuration", () => {
  it("defaults: Kaia main network, kaiascan, no chain, no signer, dev chain off", () => {
    const config = loadConfig({});
    expect(config.KAIA_CHAIN_ID).toBe(8217);
    expect(config.EXPLORER_URL).toBe("https://kaiascan.io");
    expect(config.KAIA_RPC_URL).toBeUndefined();
    expect(config.payoutSignerKey).toBeNull();
    expect(config.DEV_CHAIN).toBe(false);
    expect(config.KAIA_RECOVER_FALLBACK).toBe(false);
  });

  it("reads the chain, addresses and switches", () => {
    const config = loadConfig({
      KAIA_RPC_URL: "http://127.0.0.1:8545",
      KAIA_CHAIN_ID: "1001",
      NFT_COLLECTION_ADDRESS: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      DEV_CHAIN: "on",
      KAIA_RECOVER_FALLBACK: "on",
    });
    expect(config.KAIA_CHAIN_ID).toBe(1001);
    expect(config.NFT_COLLECTION_ADDRESS).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
    expect(config.DEV_CHAIN).toBe(true);
    expect(config.KAIA_RECOVER_FALLBACK).toBe(true);
  });

  it("refuses a malformed address naming the variable", () => {
    expect(() => loadConfig({ TOKEN_ADDRESS: "0x1234" })).toThrow(/TOKEN_ADDRESS/);
    expect(() => loadConfig({ DEV_CHAIN: "yes" })).toThrow(/DEV_CHAIN/);
  });

  it("the payout key is only given by reveal(): JSON, inspect, templates and logs show [redacted]", () => {
    const config = loadConfig({ PAYOUT_SIGNER_KEY: KEY });
    expect(config.payoutSignerKey!.reveal()).toBe(KEY);
    expect("PAYOUT_SIGNER_KEY" in config).toBe(false);
    const body = KEY.slice(2);
    expect(JSON.stringify(config)).not.toContain(body);
    expect(util.inspect(config, { depth: 10 })).not.toContain(body);
    expect(`${config.payoutSignerKey}`).toBe("[redacted]");

    let logged = "";
    const sink = new Writable({
      write(chunk, _enc, done) {
        logged += String(chunk);
        done();
      },
    });
    const logger = createLogger("info", sink);
    logger.info({ config }, "config");
    logger.info({ PAYOUT_SIGNER_KEY: KEY, signer: { privateKey: KEY } }, "careless");
    expect(logged).toContain("config");
    expect(logged).not.toContain(body);
  });

  it("a malformed key is refused without echoing it", () => {
    const bad = `${KEY}ff`;
    try {
      loadConfig({ PAYOUT_SIGNER_KEY: bad });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain("PAYOUT_SIGNER_KEY");
      expect((error as Error).message).not.toContain(KEY.slice(2));
    }
  });
});
