import { describe, expect, it } from "vitest";
import { metadataOf } from "./chain-source";

const b64 = (s: string) => Buffer.from(s).toString("base64");

describe("metadataOf", () => {
  it("reads base64 and plain JSON data: URIs", () => {
    expect(metadataOf(`data:application/json;base64,${b64('{"name":"A #1","image":"data:image/svg+xml;base64,AA=="}')}`)).toEqual({
      name: "A #1",
      image: "data:image/svg+xml;base64,AA==",
    });
    expect(metadataOf(`data:application/json,${encodeURIComponent('{"name":"B"}')}`)).toEqual({ name: "B" });
  });
  it("reads nothing from other addresses, broken JSON or no URI", () => {
    expect(metadataOf("https://example.com/1.json")).toEqual({});
    expect(metadataOf(`data:application/json;base64,${b64("{oops")}`)).toEqual({});
    expect(metadataOf(null)).toEqual({});
  });
});
