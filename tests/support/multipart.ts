// Builds a multipart/form-data body by hand for app.inject, the way a browser sends a file.
import crypto from "node:crypto";

export function multipartBody(parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[]): {
  payload: Buffer;
  headers: { "content-type": string };
} {
  const boundary = `----nt${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    // Browsers send the file name as raw UTF-8 with quotes and line breaks escaped.
    const quoted = part.filename?.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
    const disposition = quoted !== undefined ? `form-data; name="${part.name}"; filename="${quoted}"` : `form-data; name="${part.name}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.filename) head.push(`Content-Type: ${part.contentType ?? "application/octet-stream"}`);
    chunks.push(Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "utf8"));
    chunks.push(typeof part.data === "string" ? Buffer.from(part.data, "utf8") : part.data);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** One file field (default name "file", an image/png named image.png). */
export function multipartFile(
  data: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody([
    { name: options.field ?? "file", filename: options.filename ?? "image.png", contentType: options.contentType ?? "image/png", data },
  ]);
}

export interface MultipartFile {
  name: string;
  fileName: string;
  data: Buffer;
  contentType?: string;
}

/** Text fields plus files, in that order (as a form posts them). */
export function multipart(
  fields: Record<string, string>,
  files: MultipartFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((f) => ({ name: f.name, filename: f.fileName, contentType: f.contentType ?? "application/octet-stream", data: f.data })),
  ]);
}
