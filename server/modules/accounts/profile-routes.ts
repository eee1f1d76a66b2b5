// User service (docs/product/accounts.md) — my profile: nickname, cover letter, pictures, update-my-info by
// item and value, the public profile of a member, signed-in devices, the usage-reason survey
// and leaving. Thin: the contracts are in schema.ts. Every change applies to the signed-in
// member only.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MSG } from "../../../core/profile";
import type { AppContext } from "../../context";
import { AppError, errors } from "../../lib/errors";
import { addAction } from "../action";
import { clearSessionCookie } from "../auth/plugin";
import { addRoute } from "../route";
import { listDevices, signOutDevice, signOutEverywhere } from "./devices";
import { profileActions } from "./actions";
import { getPublicProfile, replaceImage, updateMyInfo, updatePublicProfile } from "./profile";
import { profileApi } from "./profile-schema";
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
    if (code === "FST_FILES_LIMIT") throw errors.badRequest(PROFILE_MSG.oneImageOnly, "TOO_MANY_FILES");
    throw error;
  }
}

export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const publicUrl = ctx.config.publicUrl;

  addRoute(app, profileApi.devices, async (request) => listDevices(ctx, request.member, request.language));

  addRoute(app, profileApi.signOutDevice, async (request, reply) => {
    const result = await signOutDevice(ctx, request.member, request.params.sessionId);
    if (result.current) clearSessionCookie(request, reply, publicUrl);
    return result;
  });

  addRoute(app, profileApi.signOutAll, async (request, reply) => {
    const result = await signOutEverywhere(ctx, request.member, request.body.keepThis);
    if (!request.body.keepThis) clearSessionCookie(request, reply, publicUrl);
    return result;
  });

  // The nickname, the cover letter and leaving: one handler each with /mypage/account and
  // /mypage/leaveconfirm (actions.ts).
  for (const action of profileActions) addAction(app, ctx, action);

  addRoute(app, profileApi.profileImage, async (request) => {
    const { url } = await replaceImage(ctx, request.member, "profile", await readImageUpload(request));
    return { userProfileImg: url };
  });

  addRoute(app, profileApi.backgroundImage, async (request) => {
    const { url } = await replaceImage(ctx, request.member, "background", await readImageUpload(request));
    return { bgImg: url };
  });

  addRoute(app, profileApi.updateUserInfo, async ({ member, body }) => updateMyInfo(ctx, member, body.item, body.value));
  addRoute(app, profileApi.publicProfile, async ({ member, body }) => updatePublicProfile(ctx, member, body));

  addRoute(app, profileApi.myPage, async (request) => {
    const profile = await getPublicProfile(ctx.db, request.params.url);
    if (!profile) throw errors.notFound(PROFILE_MSG.memberNotFound, "MEMBER_NOT_FOUND");
    const viewer = await request.viewer();
    const { userNo, ...publicFields } = profile;
    return { ...publicFields, isMe: viewer?.userNo === userNo };
  });

  addRoute(app, profileApi.usageReason, async ({ member, body }) => answerUsageReason(ctx, member, body));
}
