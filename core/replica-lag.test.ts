import { describe, expect, it } from "vitest";
import { addSample, replicaLagMs, walPosition, type WalSample } from "./replica-lag";

describe("replica lag", () => {
  it("reads PostgreSQL's WAL positions", () => {
    expect(walPosition("0/0")).toBe(0n);
    expect(walPosition("0/1A")).toBe(26n);
    expect(walPosition("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(walPosition("1/0") > walPosition("0/FFFFFFFF")).toBe(true);
    expect(() => walPosition("nonsense")).toThrow();
  });

  it("keeps a sample only when the primary moved, and forgets old ones but the newest", () => {
    let samples: WalSample[] = [];
    samples = addSample(samples, { position: 10n, at: 0 }, 5_000);
    samples = addSample(samples, { position: 10n, at: 1_000 }, 5_000);
    expect(samples).toEqual([{ position: 10n, at: 0 }]);
    samples = addSample(samples, { position: 20n, at: 2_000 }, 5_000);
    samples = addSample(samples, { position: 30n, at: 6_000 }, 5_000);
    expect(samples.map((s) => s.position)).toEqual([20n, 30n]);
    // An idle primary: its one position stays, however old.
    samples = addSample(samples, { position: 30n, at: 60_000 }, 5_000);
    expect(samples).toEqual([{ position: 30n, at: 6_000 }]);
  });

  it("is the time since the first position the replica has not replayed", () => {
    const samples: WalSample[] = [
      { position: 100n, at: 1_000 },
      { position: 200n, at: 2_000 },
      { position: 300n, at: 3_000 },
    ];
    expect(replicaLagMs(samples, 300n, 10_000)).toBe(0);
    expect(replicaLagMs(samples, 350n, 10_000)).toBe(0);
    expect(replicaLagMs(samples, 250n, 10_000)).toBe(7_000);
    expect(replicaLagMs(samples, 200n, 3_500)).toBe(500);
    expect(replicaLagMs(samples, 50n, 10_000)).toBe(9_000);
    // An idle primary long after its last write: a replica that has it is not late.
    expect(replicaLagMs([{ position: 300n, at: 0 }], 300n, 3_600_000)).toBe(0);
    expect(replicaLagMs([], 0n, 10_000)).toBe(0);
  });
});
