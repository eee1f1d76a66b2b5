import { describe, expect, it } from "vitest";
import { BackupError, checkSchema, migrationJournal, type BackupManifest } from "./archive";

const manifestAt = (schema: BackupManifest["schema"]) => ({ schema }) as BackupManifest;

describe("an archive's schema against this build", () => {
  const journal = migrationJournal();

  it("accepts an archive at this build's last migration or an earlier one", () => {
    expect(() => checkSchema(manifestAt({ ...journal.latest, migrations: 1 }), journal)).not.toThrow();
    const [firstWhen, firstTag] = [...journal.tags.entries()][0]!;
    expect(() => checkSchema(manifestAt({ tag: firstTag, when: firstWhen, migrations: 1 }), journal)).not.toThrow();
  });

  it("refuses an archive from a newer schema, naming both", () => {
    const newer = manifestAt({ tag: "9999_later", when: journal.latest.when + 1, migrations: 999 });
    expect(() => checkSchema(newer, journal)).toThrow(BackupError);
    expect(() => checkSchema(newer, journal)).toThrow(new RegExp(`9999_later.*${journal.latest.tag}`));
  });
});
