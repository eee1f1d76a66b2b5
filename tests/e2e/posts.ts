// Posts for browser journeys, published through the API from inside the browser context of a
// signed-in, verified member (tests/e2e/members.ts), the way the writing page's publish call does.
import type { BrowserContext } from "playwright-core";
import { inject } from "vitest";

export interface PublishedPost {
  boardNo: number;
  permaLink: string;
}

/** Publishes an editor post (HTML body) and answers its number and permalink. */
export async function publishByApi(
  context: BrowserContext,
  post: { subject: string; html: string; topic?: string; tags?: string[] },
  baseUrl: string = inject("baseUrl"),
): Promise<PublishedPost> {
  const res = await context.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject: post.subject,
      webEditorContent: post.html,
      topic: post.topic ?? "economy",
      tags: post.tags ?? [],
      agreePolicy: true,
    },
  });
  if (!res.ok()) throw new Error(`publish failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: PublishedPost }).data;
}
