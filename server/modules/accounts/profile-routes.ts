// User service (SPEC §7) — my profile: nickname, cover letter, pictures, update-my-info by
// item and value, the public profile of a member, password change, the usage-reason
// survey and leaving. Thin: schema, guard, one service call. Every change applies to the
// signed-in member only.
import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MSG } from "../../../core/profile";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { AppError, errors } from "../../lib/errors";
import { clearSessionCookie, requireMember, requireVerified } from "../auth/plugin";
import { listDevices, signOutDevice, signOutEverywhere } from "./devices";
import { leaveAccount } from "./leave";
import {
  changeCoverLetter,
  changeNickname,
  getPublicProfile,
  MY_INFO_ITEMS,
  replaceImage,
  updateMyInfo,
  updatePublicProfile,
} from "./profile";
import { answerUsageReason } from "./usage-reason";

/** Reads the one uploaded file of a multipart request, refusing more than 5 MB before it is all read. */
async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, "MULTIPART_REQUIRED", PROFILE_MSG.imageMissing);
  try {
    const file = await request.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } });
    if (!file) throw errors.badRequest(PROFILE_MSG.imageMissing, "IMAGE_MISSING");
    const data = await file.toBuffer();
    if (data.length === 0) throw errors.badRequest(PROFILE_MSG.imageMissing, "IMAGE_MISSING");
    return data;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw errors.payloadTooLarge(PROFILE_MSG.imageTooLarge, "IMAGE_TOO_LARGE");
    if (code === "FST_FILES_LIMIT") throw errors.badRequest("이미지는 한 번에 한 장만 올릴 수 있습니다.", "TOO_MANY_FILES");
    throw error;
  }
}

const leaveBody = z.object({
  userPw: z.string().max(200).optional(),
  agree: z.boolean(),
});

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/api/user/sessions", { schema: { tags: ["user"], summary: "로그인된 기기 목록 (최근 사용 순)" } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await listDevices(ctx, viewer));
  });

  app.delete(
    "/api/user/sessions/:sessionId",
    {
      schema: {
        tags: ["user"],
        summary: "기기 하나 로그아웃",
        params: z.object({ sessionId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request);
      const result = await signOutDevice(ctx, viewer, request.params.sessionId);
      if (result.current) clearSessionCookie(request, reply, ctx.config.publicUrl);
      return ok(result);
    },
  );

  app.post(
    "/api/user/sessions/signOutAll",
    {
      schema: {
        tags: ["user"],
        summary: "모든 기기 로그아웃 (keepThis: 이 기기는 유지)",
        body: z.object({ keepThis: z.boolean().default(false) }),
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request);
      const result = await signOutEverywhere(ctx, viewer, request.body.keepThis);
      if (!request.body.keepThis) clearSessionCookie(request, reply, ctx.config.publicUrl);
      return ok(result);
    },
  );

  app.post(
    "/api/user/updateUserName",
    {
      schema: {
        tags: ["user"],
        summary: "닉네임 변경 (code 0)",
        body: z.object({ userName: z.string().max(100), userId: z.string().max(64) }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await changeNickname(ctx, viewer, request.body), 0);
    },
  );

  app.post(
    "/api/user/user/coverLetter",
    { schema: { tags: ["user"], summary: "자기소개 변경", body: z.object({ coverLetter: z.string().max(2000) }) } },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await changeCoverLetter(ctx, viewer, request.body.coverLetter));
    },
  );

  app.post(
    "/api/user/user/profileImg",
    { schema: { tags: ["user"], summary: "프로필 이미지 변경 (multipart, one image up to 5 MB)" } },
    async (request) => {
      const viewer = await requireVerified(request);
      const { url } = await replaceImage(ctx, viewer, "profile", await readImageUpload(request));
      return ok({ userProfileImg: url });
    },
  );

  app.post(
    "/api/user/updateUserBgImg",
    { schema: { tags: ["user"], summary: "배경 이미지 변경 (multipart, one image up to 5 MB)" } },
    async (request) => {
      const viewer = await requireVerified(request);
      const { url } = await replaceImage(ctx, viewer, "background", await readImageUpload(request));
      return ok({ bgImg: url });
    },
  );

  app.post(
    "/api/user/updateUserInfo",
    {
      schema: {
        tags: ["user"],
        summary: "내 정보 변경 (item, value; code 0). 이미지 항목은 빈 값으로 기본 이미지로 되돌림",
        body: z.object({ item: z.enum(MY_INFO_ITEMS), value: z.string().max(2000).nullable() }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await updateMyInfo(ctx, viewer, request.body.item, request.body.value), 0);
    },
  );

  app.post(
    "/api/user/user/profile",
    {
      schema: {
        tags: ["user"],
        summary: "공개 프로필 변경 (nickname and cover letter in one call; returns the public profile)",
        body: z
          .object({ userName: z.string().max(100).optional(), coverLetter: z.string().max(2000).optional() })
          .refine((b) => b.userName !== undefined || b.coverLetter !== undefined, { message: "userName 또는 coverLetter" }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await updatePublicProfile(ctx, viewer, request.body));
    },
  );

  app.get(
    "/api/user/myPage/:url",
    {
      schema: {
        tags: ["user"],
        summary: "회원의 공개 프로필 (url = public user id)",
        params: z.object({ url: z.string().max(64) }),
      },
    },
    async (request) => {
      const profile = await getPublicProfile(ctx.db, request.params.url);
      if (!profile) throw errors.notFound(PROFILE_MSG.memberNotFound, "MEMBER_NOT_FOUND");
      const viewer = await request.viewer();
      const { userNo, ...publicFields } = profile;
      return ok({ ...publicFields, isMe: viewer?.userNo === userNo });
    },
  );

  app.post(
    "/api/user/user/usage-reason-survey",
    {
      schema: {
        tags: ["user"],
        summary: "가입 목적 설문 (500 P once)",
        body: z.object({ usageReason: z.string().max(100).optional(), detail: z.string().max(1000).optional() }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await answerUsageReason(ctx, viewer, request.body));
    },
  );

  app.delete(
    "/api/user/deleteAccount",
    {
      schema: {
        tags: ["user"],
        summary: "회원 탈퇴 (with the exit survey)",
        body: leaveBody.extend({ reason: z.string().max(40), detail: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request);
      const { reason, detail, ...rest } = request.body;
      await leaveAccount(ctx, viewer, { ...rest, reason: { reason, detail } });
      clearSessionCookie(request, reply, ctx.config.publicUrl);
      return ok(null);
    },
  );

  app.delete(
    "/api/user/deleteAccountNoReason",
    { schema: { tags: ["user"], summary: "회원 탈퇴 (without the survey)", body: leaveBody } },
    async (request, reply) => {
      const viewer = await requireMember(request);
      await leaveAccount(ctx, viewer, { ...request.body, reason: null });
      clearSessionCookie(request, reply, ctx.config.publicUrl);
      return ok(null);
    },
  );
};
