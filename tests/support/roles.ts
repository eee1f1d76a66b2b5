// The five callers every endpoint is tested against (docs/DEVELOPING.md): a visitor, a
// member with an unverified e-mail, a verified member, another verified member, and a
// member who left (their old session must count for nothing).
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/passwords";
import { TEST_ORIGIN, signedIn, type SignedIn } from "./auth";
import { makeUser } from "./factories";

export type RoleName = "visitor" | "unverified" | "verified" | "other" | "deleted";

export interface RoleMember {
  userNo: number;
  userId: string;
  userName: string;
  userEmail: string;
  session: SignedIn;
}

export interface Roles {
  headers: Record<RoleName, Record<string, string>>;
  unverified: RoleMember;
  verified: RoleMember;
  other: RoleMember;
  deleted: RoleMember;
}

async function member(db: Database, overrides: Partial<typeof users.$inferInsert>): Promise<RoleMember> {
  const row = await makeUser(db, overrides);
  const session = await signedIn(db, row.userNo);
  return { userNo: row.userNo, userId: row.userId, userName: row.userName, userEmail: row.userEmail, session };
}

/** Every role member signs in with this password (e-mail members). */
export const ROLE_PASSWORD = "roles2024!pw";

export async function makeRoles(db: Database): Promise<Roles> {
  const passwordHash = await hashPassword(ROLE_PASSWORD);
  const unverified = await member(db, { emailCertYn: "N", passwordHash, termsAgreedAt: new Date() });
  const verified = await member(db, { passwordHash, termsAgreedAt: new Date() });
  const other = await member(db, { passwordHash, termsAgreedAt: new Date() });
  const deleted = await member(db, { passwordHash, termsAgreedAt: new Date() });
  // Leaves after signing in: the session row still exists but must not work.
  await db.update(users).set({ deleteYn: "Y", deletedAt: new Date() }).where(eq(users.userNo, deleted.userNo));
  return {
    headers: {
      visitor: { origin: TEST_ORIGIN },
      unverified: unverified.session.headers,
      verified: verified.session.headers,
      other: other.session.headers,
      deleted: deleted.session.headers,
    },
    unverified,
    verified,
    other,
    deleted,
  };
}
