import { describe, expect, it } from "vitest";
import { sseParser } from "./sse";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("sseParser", () => {
  it("reads data events split anywhere, even inside a character", () => {
    const wire = 'data: {"a":"안녕"}\n\n: keep-alive\n\nevent: x\ndata: [DONE]\n\n';
    const all = bytes(wire);
    const parser = sseParser();
    const events: string[] = [];
    for (let i = 0; i < all.length; i += 3) events.push(...parser.push(all.slice(i, i + 3)));
    events.push(...parser.end());
    expect(events).toEqual(['{"a":"안녕"}', "[DONE]"]);
  });

  it("accepts CRLF lines, data without a space and a last event without its blank line", () => {
    const parser = sseParser();
    const events = [...parser.push(bytes("data:one\r\n\r\ndata: two\r")), ...parser.push(bytes("\n\r\ndata: three")), ...parser.end()];
    expect(events).toEqual(["one", "two", "three"]);
  });

  it("joins the data lines of one event", () => {
    const parser = sseParser();
    expect(parser.push(bytes("data: a\ndata: b\n\n"))).toEqual(["a\nb"]);
  });
});
