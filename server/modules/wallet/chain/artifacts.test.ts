// The committed artifacts are what the contracts compile to. Checked by hash rather than by
// compiling (~8 s of a shared CPU on every run): the artifacts record the hash of every compiler
// input (our sources, each imported OpenZeppelin file, the solc version and settings), and solc
// is deterministic, so the same hash means the same bytecode. `node scripts/compile-contracts.mjs
// --check` recompiles and compares bytes when that needs proving.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../../paths";
import * as abis from "./abis";
import pfpArtifact from "./artifacts/NanumteoPfp.json";
import tokenArtifact from "./artifacts/NanumteoToken.json";
import uploadPassArtifact from "./artifacts/NanumteoUploadPass.json";

interface CompileScript {
  contractSources(): Record<string, { content: string }>;
  sourceHash(sources?: Record<string, { content: string }>): string;
}

const script = (await import(pathToFileURL(path.join(PROJECT_ROOT, "scripts/compile-contracts.mjs")).href)) as CompileScript;

describe("contract artifacts", () => {
  it("were compiled from the current sources (run `node scripts/compile-contracts.mjs` after changing contracts/)", () => {
    const sources = script.contractSources();
    // Our three contracts and the OpenZeppelin files they import, nothing else.
    expect(Object.keys(sources).filter((unit) => unit.startsWith("contracts/"))).toEqual([
      "contracts/NanumteoPfp.sol",
      "contracts/NanumteoToken.sol",
      "contracts/NanumteoUploadPass.sol",
    ]);
    expect(Object.keys(sources).every((unit) => unit.startsWith("contracts/") || unit.startsWith("@openzeppelin/contracts/"))).toBe(true);
    const hash = script.sourceHash(sources);
    for (const artifact of [pfpArtifact, uploadPassArtifact, tokenArtifact]) {
      expect(artifact.sourceHash, artifact.contractName).toBe(hash);
      expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{1000,}$/);
    }
  });

  it("the typed ABIs are the artifacts' ABIs", () => {
    expect(abis.pfpAbi).toEqual(pfpArtifact.abi);
    expect(abis.uploadPassAbi).toEqual(uploadPassArtifact.abi);
    expect(abis.tokenAbi).toEqual(tokenArtifact.abi);
  });

  it("the profile-picture collection exposes what the site reads", () => {
    const names = new Set(pfpArtifact.abi.map((item) => ("name" in item ? item.name : "")));
    for (const fn of ["ownerOf", "rarityOf", "tokenURI", "tokensOfOwner", "balanceOf", "tokenOfOwnerByIndex", "mint"]) {
      expect(names.has(fn), fn).toBe(true);
    }
  });
});
