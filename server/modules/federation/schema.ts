// The federation's contracts (docs/product/federation.md): a member's setting and remote
// follows, and the operators' list of blocked servers. The ActivityPub paths themselves
// (WebFinger, NodeInfo, /ap/…) are Fedify's, registered raw in routes.ts.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { FederationSettings, FollowResult, ReceivedItem } from "./types";

const tags = ["federation"];

const following = z.object({ handle: z.string(), actorId: z.string(), accepted: z.boolean() });

export const federationSettings = describes<FederationSettings>()(
  z.object({ siteEnabled: z.boolean(), enabled: z.boolean(), handle: z.string(), following: z.array(following) }),
);

const domains = z.object({ domains: z.array(z.string()) });
const domainBody = z.object({ domain: z.string().trim().min(1).max(300) });

export const federationApi = {
  settings: defineRoute({
    method: "GET",
    path: "/api/federation/settings",
    access: "member",
    tags,
    summary: "연합(ActivityPub) 설정: 사이트에서 켜져 있는지, 내 설정, 내 주소(@아이디@서버), 내가 팔로우하는 다른 서버 계정",
    response: federationSettings,
  }),
  setEnabled: defineRoute({
    method: "POST",
    path: "/api/federation/settings",
    access: "member",
    // The actor document is Fedify's, never a shared page.
    changes: "nothing",
    tags,
    summary: "연합 켜기·끄기: 끄면 내 글이 다른 서버로 나가지 않고 내 계정을 다른 서버에서 찾을 수 없습니다",
    body: z.object({ enabled: z.boolean() }),
    response: federationSettings,
  }),
  follow: defineRoute({
    method: "POST",
    path: "/api/federation/follow",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "다른 서버 계정 팔로우: handle (@이름@서버) 에게 Follow 를 보냅니다 (Accept 가 오면 accepted)",
    body: z.object({ handle: z.string().trim().min(3).max(300) }),
    response: describes<FollowResult>()(z.object({ handle: z.string(), actorId: z.string(), accepted: z.boolean() })),
  }),
  unfollow: defineRoute({
    method: "POST",
    path: "/api/federation/unfollow",
    access: "member",
    changes: "nothing",
    tags,
    summary: "다른 서버 계정 팔로우 취소: 그 계정에 Undo(Follow) 를 보냅니다",
    body: z.object({ handle: z.string().trim().min(3).max(300) }),
    response: federationSettings,
  }),
  inbox: defineRoute({
    method: "GET",
    path: "/api/federation/inbox",
    access: "member",
    tags,
    summary: "다른 서버에서 팔로우하는 계정이 보낸 새 글 (최근 20개, 글의 앞부분과 주소)",
    response: z.object({
      items: z.array(
        describes<ReceivedItem>()(
          z.object({
            objectId: z.string(),
            handle: z.string(),
            type: z.string(),
            title: z.string().nullable(),
            excerpt: z.string(),
            url: z.string(),
            receivedAt: z.string(),
          }),
        ),
      ),
    }),
  }),
  blocked: defineRoute({
    method: "GET",
    path: "/api/admin/federation/blocks",
    access: "admin",
    tags,
    summary: "차단한 서버 목록 (관리자)",
    response: domains,
  }),
  block: defineRoute({
    method: "POST",
    path: "/api/admin/federation/blocks",
    access: "admin",
    changes: "nothing",
    tags,
    summary: "서버 차단 (관리자): 그 서버(와 하위 도메인)의 활동을 거절하고 그 서버로 보내지 않습니다",
    body: domainBody,
    response: domains,
  }),
  unblock: defineRoute({
    method: "POST",
    path: "/api/admin/federation/blocks/remove",
    access: "admin",
    changes: "nothing",
    tags,
    summary: "서버 차단 풀기 (관리자)",
    body: domainBody,
    response: domains,
  }),
};
