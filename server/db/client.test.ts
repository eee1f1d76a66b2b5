import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { positionalSql } from "./client";

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
