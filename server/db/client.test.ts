import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import { positionalSql, releaseOnFailedBegin } from "./client";

const dialect = new PgDialect();

describe("positionalSql", () => {
  it("renumbers $n parameters and keeps their values in order", () => {
    const query = dialect.sqlToQuery(positionalSql("select $2::int + $1::int, $10 as ten", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(query.sql).toBe("select $1::int + $2::int, $3 as ten");
    expect(query.params).toEqual([2, 1, 10]);
  });
  it("sends undefined as NULL like node-postgres does", () => {
    const query = dialect.sqlToQuery(positionalSql("select $1, $2", [undefined, "x"]));
    expect(query.params).toEqual([null, "x"]);
  });
  it("leaves text without parameters untouched", () => {
    expect(dialect.sqlToQuery(positionalSql("select 1")).sql).toBe("select 1");
  });
});

describe("releaseOnFailedBegin", () => {
  it("gives back, as broken, a pooled connection whose BEGIN failed", async () => {
    const release = vi.fn();
    const failure = new Error("Connection terminated unexpectedly");
    const result = Promise.reject(failure);
    releaseOnFailedBegin({ release }, { text: "begin" }, result);
    await expect(result).rejects.toBe(failure);
    await Promise.resolve();
    expect(release).toHaveBeenCalledWith(failure);
  });

  it("leaves every other statement, and a BEGIN that worked, to their callers", async () => {
    const release = vi.fn();
    const failed = Promise.reject(new Error("syntax error"));
    releaseOnFailedBegin({ release }, { text: "select 1" }, failed);
    await expect(failed).rejects.toThrow();
    const begun = Promise.resolve({ rows: [] });
    releaseOnFailedBegin({ release }, "begin isolation level serializable", begun);
    await begun;
    // A client that is not from a pool has nothing to give back.
    const unpooled = Promise.reject(new Error("gone"));
    releaseOnFailedBegin({}, { text: "BEGIN" }, unpooled);
    await expect(unpooled).rejects.toThrow();
    await Promise.resolve();
    expect(release).not.toHaveBeenCalled();
  });
});
