// Helpers for document API tests: publish through the real multipart route, wait for the
// conversion job, and list what the store holds (to prove failures leave nothing behind).
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { boards, documents, type DocumentRow } from "../../server/db/schema";
import type { TestPlatform } from "./platform";
import { multipart } from "./multipart";

export interface PublishOptions {
  fileName: string;
  data: Buffer;
  fields?: Record<string, string>;
  thumb?: Buffer;
}

export const DEFAULT_FIELDS = {
  type: "updDocs",
  subject: "경제 지표 읽는 법",
  topic: "economy",
  tags: JSON.stringify(["경제", "금리"]),
  webEditorContent: "금리와 물가의 관계를 정리한 문서입니다.",
  downloadYn: "Y",
  // The upload-policy consent a first post carries (modalPolicy); later posts need not repeat it.
  agreePolicy: "true",
};

export function publishDocument(platform: TestPlatform, headers: Record<string, string>, options: PublishOptions) {
  const files = [{ name: "file", fileName: options.fileName, data: options.data }];
  if (options.thumb) files.unshift({ name: "thumb", fileName: "cover.png", data: options.thumb });
  const body = multipart({ ...DEFAULT_FIELDS, ...options.fields }, files);
  return platform.app.inject({
    method: "POST",
    url: "/api/contents/post",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Waits until the document has left `processing`. */
export async function waitForConversion(db: Database, boardNo: number, timeoutMs = 90_000): Promise<DocumentRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(documents).where(eq(documents.boardNo, boardNo));
    if (row && row.status !== "processing") return row;
    if (Date.now() > until) throw new Error(`document ${boardNo} still ${row?.status ?? "missing"}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Every stored file under DATA_DIR/files, relative. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "files");
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

export async function countRows(db: Database): Promise<{ boards: number; documents: number }> {
  const [b] = await db.select({ n: sql<number>`count(*)::int` }).from(boards);
  const [d] = await db.select({ n: sql<number>`count(*)::int` }).from(documents);
  return { boards: Number(b!.n), documents: Number(d!.n) };
}
