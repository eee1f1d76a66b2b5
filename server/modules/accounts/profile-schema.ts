// User service contracts (docs/product/accounts.md) — my profile: signed-in devices, nickname, cover letter,
// pictures, update-my-info by item and value, a member's public profile, the usage-reason
// survey and leaving.
import { z } from "zod";
import { describes, intNo, userId } from "../../lib/schemas";
import { writersPages } from "../cache-changes";
import { defineRoute } from "../route";
import type { SignedInDevice } from "./device-types";
import { MY_INFO_ITEMS, type PublicProfile } from "./profile";
import type { UsageReasonAnswer } from "./usage-reason";

const tags = ["user"];

const publicProfile = describes<PublicProfile>()(
  z.object({
    userId: z.string(),
    userName: z.string(),
    userProfileImg: z.string().nullable(),
    pfpTokenRarity: z.string().nullable(),
    worldIdVerified: z.boolean(),
    bgImg: z.string().nullable(),
    coverLetter: z.string(),
    regDate: z.string(),
    postCount: z.number(),
    viewCount: z.number(),
    likeCount: z.number(),
  }),
);

const leaveBody = z.object({ userPw: z.string().max(200).optional(), agree: z.boolean() });

export const profileApi = {
  // signed-in devices
  devices: defineRoute({
    method: "GET",
    path: "/api/user/sessions",
    access: "member",
    tags,
    summary: "로그인된 기기 목록 (최근 사용 순)",
    response: z.array(
      describes<SignedInDevice>()(
        z.object({
          sessionId: z.number(),
          device: z.string(),
          ip: z.string(),
          signedInAt: z.string(),
          lastSeenAt: z.string(),
          current: z.boolean(),
        }),
      ),
    ),
  }),
  signOutDevice: defineRoute({
    method: "DELETE",
    path: "/api/user/sessions/:sessionId",
    access: "member",
    changes: "nothing",
    tags,
    summary: "기기 하나 로그아웃",
    params: z.object({ sessionId: intNo }),
    response: z.object({ current: z.boolean() }),
  }),
  signOutAll: defineRoute({
    method: "POST",
    path: "/api/user/sessions/signOutAll",
    access: "member",
    changes: "nothing",
    tags,
    summary: "모든 기기 로그아웃 (keepThis: 이 기기는 유지)",
    body: z.object({ keepThis: z.boolean().default(false) }),
    response: z.object({ signedOut: z.number() }),
  }),

  // my profile
  updateUserName: defineRoute({
    method: "POST",
    path: "/api/user/updateUserName",
    access: "verified",
    changes: "everything",
    tags,
    summary: "닉네임 변경 (code 0)",
    body: z.object({ userName: z.string().max(100), userId: userId }),
    response: z.object({ userName: z.string() }),
    code: 0,
  }),
  coverLetter: defineRoute({
    method: "POST",
    path: "/api/user/user/coverLetter",
    access: "verified",
    changes: writersPages,
    tags,
    summary: "자기소개 변경",
    body: z.object({ coverLetter: z.string().max(2000) }),
    response: z.object({ coverLetter: z.string() }),
  }),
  profileImage: defineRoute({
    method: "POST",
    path: "/api/user/user/profileImg",
    access: "verified",
    changes: "everything",
    tags,
    summary: "프로필 이미지 변경 (multipart, one image up to 5 MB)",
    upload: true,
    response: z.object({ userProfileImg: z.string() }),
  }),
  backgroundImage: defineRoute({
    method: "POST",
    path: "/api/user/updateUserBgImg",
    access: "verified",
    changes: "everything",
    tags,
    summary: "배경 이미지 변경 (multipart, one image up to 5 MB)",
    upload: true,
    response: z.object({ bgImg: z.string() }),
  }),
  updateUserInfo: defineRoute({
    method: "POST",
    path: "/api/user/updateUserInfo",
    access: "verified",
    changes: "everything",
    tags,
    summary: "내 정보 변경 (item, value; code 0). 이미지 항목은 빈 값으로 기본 이미지로 되돌림",
    body: z.object({ item: z.enum(MY_INFO_ITEMS), value: z.string().max(2000).nullable() }),
    response: z.object({ item: z.enum(MY_INFO_ITEMS), value: z.string().nullable() }),
    code: 0,
  }),
  publicProfile: defineRoute({
    method: "POST",
    path: "/api/user/user/profile",
    access: "verified",
    changes: "everything",
    tags,
    summary: "공개 프로필 변경 (nickname and cover letter in one call; returns the public profile)",
    body: z
      .object({ userName: z.string().max(100).optional(), coverLetter: z.string().max(2000).optional() })
      .refine((b) => b.userName !== undefined || b.coverLetter !== undefined, { message: "userName 또는 coverLetter" }),
    response: publicProfile,
  }),
  myPage: defineRoute({
    method: "GET",
    path: "/api/user/myPage/:url",
    access: "public",
    tags,
    summary: "회원의 공개 프로필 (url = public user id)",
    params: z.object({ url: userId }),
    response: publicProfile.extend({ isMe: z.boolean() }),
  }),
  usageReason: defineRoute({
    method: "POST",
    path: "/api/user/user/usage-reason-survey",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "가입 목적 설문 (500 P once)",
    body: z.object({ usageReason: z.string().max(100).optional(), detail: z.string().max(1000).optional() }),
    response: describes<UsageReasonAnswer>()(z.object({ usageReason: z.string(), points: z.number(), balance: z.number() })),
  }),
  leave: defineRoute({
    method: "DELETE",
    path: "/api/user/deleteAccount",
    access: "member",
    reauth: true,
    changes: "everything",
    tags,
    summary: "회원 탈퇴 (with the exit survey)",
    body: leaveBody.extend({ reason: z.string().max(40), detail: z.string().max(2000).optional() }),
    response: z.null(),
  }),
  leaveWithoutReason: defineRoute({
    method: "DELETE",
    path: "/api/user/deleteAccountNoReason",
    access: "member",
    reauth: true,
    changes: "everything",
    tags,
    summary: "회원 탈퇴 (without the survey)",
    body: leaveBody,
    response: z.null(),
  }),
};
