// A member's linked sign-in methods (docs/product/accounts.md §9, §10): the list the account
// page shows, linking a provider at the end of a "link" flow (the same code flow as sign-in,
// started by a signed-in member through POST /api/user/addUserConnect), and unlinking.
//   - A provider account belongs to one member: linked to another live member, it is refused
//     (World ID: one person, one account).
//   - A member keeps at least one way to sign in: the password, or a linked provider that is
//     configured here. The provider the member joined with is unlinked only by a member with a
//     password, and the account becomes an e-mail account: signing in with that provider would
//     otherwise still find the member by e-mail, promising an unlink it could not keep. Without a
//     password it stays linked (decision 0207).
import { and, asc, eq } from "drizzle-orm";
import { both, type Text } from "../../../core/i18n";
import { LINK_MSG, PROVIDER_NAMES, isSocialChannel, type ProviderChannel } from "../../../core/social";
import type { AppContext } from "../../context";
import { userIdentities, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { ProviderProfile } from "./provider-client";
import { linkIdentity, linkableChannels } from "./service";
import type { UserConnections } from "./types";

const providerText = (text: Text, channel: ProviderChannel) => both(text, { provider: PROVIDER_NAMES[channel] });

/** What /mypage/account shows and GET /api/user/userConnect answers. */
export async function listConnections(ctx: AppContext, userNo: number): Promise<UserConnections> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash, joinChannel: users.joinChannel })
    .from(users)
    .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")))
    .limit(1);
  if (!user) throw errors.unauthorized(LINK_MSG.memberChanged, "LOGIN_REQUIRED");
  const rows = await ctx.db.select().from(userIdentities).where(eq(userIdentities.userNo, userNo)).orderBy(asc(userIdentities.identityId));
  const joinChannel = user.joinChannel;
  const world = rows.find((r) => r.channel === "W");
  return {
    methods: rows
      .filter((r) => r.channel === "W" || isSocialChannel(r.channel))
      .map((r) => ({
        snsType: r.channel as ProviderChannel,
        email: r.email || null,
        level: r.level,
        linkedAt: new Date(r.createdAt).toISOString(),
        lastLoginAt: r.lastLoginAt ? new Date(r.lastLoginAt).toISOString() : null,
        joinMethod: r.channel === joinChannel,
      })),
    hasPassword: Boolean(user.passwordHash),
    joinChannel: joinChannel === "G" || joinChannel === "K" || joinChannel === "P" ? joinChannel : "A",
    available: linkableChannels(ctx),
    worldId: world ? { level: world.level, verifiedAt: new Date(world.createdAt).toISOString() } : null,
  };
}

/** The end of a link flow: the provider account becomes one of the member's sign-in methods. */
export async function linkProvider(ctx: AppContext, userNo: number, profile: ProviderProfile): Promise<Text> {
  const channel = profile.channel;
  return withTransaction(ctx.db, async (tx) => {
    const [member] = await tx
      .select({ userNo: users.userNo })
      .from(users)
      .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")))
      .for("update");
    if (!member) throw errors.unauthorized(LINK_MSG.memberChanged, "LOGIN_REQUIRED");
    const taken = async () => {
      const [holder] = await tx
        .select({ userNo: userIdentities.userNo })
        .from(userIdentities)
        .innerJoin(users, eq(users.userNo, userIdentities.userNo))
        .where(and(eq(userIdentities.channel, channel), eq(userIdentities.subject, profile.subject), eq(users.deleteYn, "N")))
        .limit(1);
      return holder && holder.userNo !== userNo;
    };
    const refuseTaken = () =>
      channel === "W"
        ? errors.conflict(LINK_MSG.worldIdTaken, "WORLD_ID_TAKEN")
        : errors.conflict(providerText(LINK_MSG.linkedElsewhere, channel), "PROVIDER_LINKED_ELSEWHERE");
    if (await taken()) throw refuseTaken();
    const [mine] = await tx
      .select({ subject: userIdentities.subject })
      .from(userIdentities)
      .where(and(eq(userIdentities.userNo, userNo), eq(userIdentities.channel, channel)))
      .limit(1);
    if (mine && mine.subject !== profile.subject) {
      throw errors.conflict(providerText(LINK_MSG.otherAccountLinked, channel), "PROVIDER_OTHER_ACCOUNT_LINKED");
    }
    await linkIdentity(tx, userNo, { channel, subject: profile.subject, email: profile.email ?? "", level: profile.level });
    // A concurrent link of the same account by another member: the unique index let only one win.
    if (await taken()) throw refuseTaken();
    return channel === "W" ? LINK_MSG.worldIdVerified : providerText(LINK_MSG.linked, channel);
  });
}

/**
 * Removes one linked method, never the member's last way in, nor the provider they joined with
 * while they have no password.
 */
export async function unlinkProvider(ctx: AppContext, userNo: number, channel: ProviderChannel): Promise<UserConnections> {
  await withTransaction(ctx.db, async (tx) => {
    // One change of a member's methods at a time: two unlinks cannot both see the other's method.
    const [user] = await tx
      .select({ passwordHash: users.passwordHash, joinChannel: users.joinChannel })
      .from(users)
      .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")))
      .for("update");
    if (!user) throw errors.unauthorized(LINK_MSG.memberChanged, "LOGIN_REQUIRED");
    const rows = await tx.select().from(userIdentities).where(eq(userIdentities.userNo, userNo));
    const target = rows.filter((r) => r.channel === channel);
    if (target.length === 0) throw errors.notFound(LINK_MSG.notLinked, "PROVIDER_NOT_LINKED");
    // The joining provider is asked about first: without a password, linking another method
    // would not free it, and its refusal says what does.
    const joinMethod = user.joinChannel === channel;
    if (joinMethod && !user.passwordHash) throw errors.conflict(providerText(LINK_MSG.joinMethod, channel), "JOIN_METHOD");
    const usable = new Set<string>(linkableChannels(ctx));
    const remaining = rows.filter((r) => r.channel !== channel && usable.has(r.channel)).length + (user.passwordHash ? 1 : 0);
    if (remaining < 1) throw errors.conflict(LINK_MSG.lastMethod, "LAST_SIGN_IN_METHOD");
    await tx.delete(userIdentities).where(and(eq(userIdentities.userNo, userNo), eq(userIdentities.channel, channel)));
    // Without its joining provider the account is an e-mail account: the reset mail, the password
    // change and leaving treat it as one, and that provider's sign-in no longer finds it by e-mail.
    if (joinMethod) await tx.update(users).set({ joinChannel: "A", updatedAt: new Date() }).where(eq(users.userNo, userNo));
  });
  return listConnections(ctx, userNo);
}

export function unlinkedMessage(channel: ProviderChannel) {
  return providerText(LINK_MSG.unlinked, channel);
}
