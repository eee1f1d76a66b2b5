// How far a read replica is behind its primary (server/db/replicas.ts, decision 0225). The
// primary's write-ahead log position is sampled over time; a replica that has replayed up to a
// position has everything the primary had written when that position was first seen. Measured
// this way an idle primary never makes a replica look late, which the usual
// `now() - pg_last_xact_replay_timestamp()` does (it grows while nothing is written).

/** A write-ahead log position as PostgreSQL prints it ("16/B374D848"), in bytes. */
export function walPosition(lsn: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(lsn.trim());
  if (!match) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** The primary's position and when it was first seen there (milliseconds). */
export interface WalSample {
  position: bigint;
  at: number;
}

/**
 * Adds the primary's current position, kept only when it moved (so each sample says when a
 * position first appeared), and forgets samples older than `keepMs` but the newest one.
 */
export function addSample(samples: readonly WalSample[], sample: WalSample, keepMs: number): WalSample[] {
  const last = samples[samples.length - 1];
  const next = last && sample.position <= last.position ? [...samples] : [...samples, sample];
  const newest = next[next.length - 1]!;
  return next.filter((s) => s === newest || sample.at - s.at <= keepMs);
}

/**
 * Milliseconds the replica is behind: since the first sample beyond what it replayed, 0 when it
 * replayed everything sampled. Samples are taken every check, so the figure is low by at most
 * one check's interval; a replica behind every kept sample is behind at least since the oldest.
 */
export function replicaLagMs(samples: readonly WalSample[], replayed: bigint, now: number): number {
  const firstMissing = samples.find((s) => s.position > replayed);
  return firstMissing ? Math.max(0, now - firstMissing.at) : 0;
}
