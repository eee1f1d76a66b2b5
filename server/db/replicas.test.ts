import pg from "pg";
import { describe, expect, it } from "vitest";
import { isReplicaFailure } from "./replicas";

const sqlError = (code: string) => Object.assign(new pg.DatabaseError("failed", 0, "error"), { code });

describe("which failures of a replica send the statement to the primary", () => {
  it("the replica's own: no connection, shutting down, too many connections, a recovery conflict", () => {
    expect(isReplicaFailure(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isReplicaFailure(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isReplicaFailure(new Error("timeout exceeded when trying to connect"))).toBe(true);
    for (const code of ["08006", "08001", "57P01", "57P02", "57P03", "53300", "40001"]) expect(isReplicaFailure(sqlError(code))).toBe(true);
  });

  it("not the statement's own, which the primary would refuse too", () => {
    for (const code of ["42P01", "42703", "22P02", "23505", "25006", "57014"]) expect(isReplicaFailure(sqlError(code))).toBe(false);
  });
});
