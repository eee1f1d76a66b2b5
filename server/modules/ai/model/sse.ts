// Server-sent events of a streamed chat completion: `data: {chunk}` events separated by blank
// lines, ended by `data: [DONE]`. Fed bytes as they arrive; a chunk may end mid-line or even
// mid-character, so text is decoded in streaming mode and only complete lines are read.

export interface SseParser {
  /** Feeds bytes; returns the `data` payloads of the events they completed. */
  push(bytes: Uint8Array): string[];
  /** The stream ended: returns the payload of an event left without its blank line. */
  end(): string[];
}

export function sseParser(): SseParser {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  const lines = (text: string, final: boolean): string[] => {
    buffer += text;
    const events: string[] = [];
    let newline: number;
    while ((newline = buffer.search(/\r\n|\n|\r/)) >= 0) {
      // A lone \r at the very end may be the first half of \r\n: wait for the next bytes.
      if (!final && buffer[newline] === "\r" && newline === buffer.length - 1) break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
      if (line === "") {
        if (data.length) events.push(data.join("\n"));
        data = [];
      } else if (line.startsWith("data:")) {
        data.push(line.slice(line[5] === " " ? 6 : 5));
      }
      // Other fields (event:, id:, retry:) and comments (": keep-alive") carry nothing here.
    }
    if (final) {
      if (buffer.startsWith("data:")) data.push(buffer.slice(buffer[5] === " " ? 6 : 5));
      buffer = "";
      if (data.length) events.push(data.join("\n"));
      data = [];
    }
    return events;
  };
  return {
    push: (bytes) => lines(decoder.decode(bytes, { stream: true }), false),
    end: () => lines(decoder.decode(), true),
  };
}
