// Authorization of every endpoint of the accounts module against every role: a visitor, a
// member with an unverified e-mail, a verified member, another member acting on the verified
// member's account, and a deleted member still holding a session. Each cell checks the answer
// (status, message) and, where something could leak or change, that it did not.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MSG, RESET_MSG, VERIFY_MSG } from "../../core/account";
import { MSG } from "../../core/messages";
import { users } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/passwords";
import { issueProof } from "../../server/modules/accounts/verification";
import { PROJECT_ROOT } from "../../server/paths";
import { makeUser } from "../support/factories";
import { signedIn, TEST_ORIGIN } from "../support/auth";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
const PASSWORD = "authz-pass1!";
let passwordHash: string;

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await platform?.dispose();
});
afterEach(() => {
  // Every request of this file comes from one IP; its sign-in and mail counters are not under test here.
  platform.ctx.limiter.reset("signin:ip:127.0.0.1");
  platform.ctx.limiter.reset("mail:address:127.0.0.1");
});

type Role = "visitor" | "unverified" | "verified" | "other" | "deleted";
const ROLES: Role[] = ["visitor", "unverified", "verified", "other", "deleted"];

interface Member {
  userNo: number;
  userId: string;
  email: string;
  token: string;
}

interface Actor {
  role: Role;
  /** The acting member (null for a visitor). */
  me: Member | null;
  /** A verified member whose account the actor has no business with (the "other" role acts on it). */
  victim: Member;
  headers: Record<string, string>;
}

let seq = 0;
const uniqueEmail = () => `authz${Date.now().toString(36)}${seq++}@example.test`;

async function member(options: { verified: boolean; deleted?: boolean }): Promise<Member> {
  const email = uniqueEmail();
  const user = await makeUser(platform.handle.db, {
    userEmail: email,
    passwordHash,
    emailCertYn: options.verified ? "Y" : "N",
  });
  const session = await signedIn(platform.handle.db, user.userNo);
  if (options.deleted) {
    await platform.handle.db.update(users).set({ deleteYn: "Y", deletedAt: new Date() }).where(eq(users.userNo, user.userNo));
  }
  return { userNo: user.userNo, userId: user.userId, email, token: session.token };
}

/** A fresh actor per check, so one check's logout or password change cannot touch another. */
async function actor(role: Role): Promise<Actor> {
  const victim = await member({ verified: true });
  const me =
    role === "visitor"
      ? null
      : role === "unverified"
        ? await member({ verified: false })
        : role === "deleted"
          ? await member({ verified: true, deleted: true })
          : await member({ verified: true });
  const headers: Record<string, string> = { origin: TEST_ORIGIN, "user-agent": "vitest" };
  if (me) headers.cookie = `nt_session=${me.token}`;
  return { role, me, victim, headers };
}

function call(a: Actor, method: "GET" | "POST", url: string, payload?: object) {
  return platform.app.inject({ method, url, headers: a.headers, ...(payload ? { payload } : {}) });
}

async function infoOf(token: string) {
  return platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: token } });
}

async function victimUntouched(a: Actor) {
  const res = await infoOf(a.victim.token);
  expect(res.statusCode, "the victim is still signed in").toBe(200);
  expect(res.json().data.userEmail).toBe(a.victim.email);
  const [row] = await platform.handle.db.select().from(users).where(eq(users.userNo, a.victim.userNo));
  expect(row!.passwordHash, "the victim's password is unchanged").toBe(passwordHash);
}

/** The member's own info for signed-in live members; 401 for visitors and deleted members. */
async function ownInfo(a: Actor, url: string) {
  const res = await call(a, "GET", url);
  if (!a.me || a.role === "deleted") {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorMsg: MSG.membersOnly.ko, data: null });
    return;
  }
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data.userNo).toBe(a.me.userNo);
  expect(data.userEmail).toBe(a.me.email);
  expect(data.emailCertYn).toBe(a.role === "unverified" ? "N" : "Y");
  expect(JSON.stringify(data)).not.toContain(a.victim.email);
  expect(data).not.toHaveProperty("passwordHash");
}

type Check = (a: Actor) => Promise<void>;

/** Every endpoint of the accounts module, by "METHOD path". */
const ENDPOINTS: Record<string, Check> = {
  "POST /api/user/signUp": async (a) => {
    // Open to everyone; it creates a new, separate account and never touches the caller's.
    const email = uniqueEmail();
    const res = await call(a, "POST", "/api/user/signUp", {
      userEmail: email,
      userPw: PASSWORD,
      userName: `가입${seq++}`,
      agreeTerms: true,
      agreeAge: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).not.toBe(a.me?.userId);
    // Another member's e-mail cannot be taken over.
    const taken = await call(a, "POST", "/api/user/signUp", {
      userEmail: a.victim.email,
      userPw: PASSWORD,
      userName: `가입${seq++}`,
      agreeTerms: true,
      agreeAge: true,
    });
    expect(taken.statusCode).toBe(409);
    if (a.role === "deleted") {
      // A deleted account frees its address.
      const again = await call(a, "POST", "/api/user/signUp", {
        userEmail: a.me!.email,
        userPw: PASSWORD,
        userName: `가입${seq++}`,
        agreeTerms: true,
        agreeAge: true,
      });
      expect(again.statusCode).toBe(200);
    }
    await victimUntouched(a);
  },
  "POST /api/user/v2/signIn": (a) => signInCheck(a, "/api/user/v2/signIn"),
  "POST /api/user/signIn": (a) => signInCheck(a, "/api/user/signIn"),
  "POST /api/user/logout": async (a) => {
    const res = await call(a, "POST", "/api/user/logout", {});
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "nt_session")?.value).toBe("");
    if (a.me) expect((await infoOf(a.me.token)).statusCode).toBe(401);
    // Logging out ends only the caller's own session.
    await victimUntouched(a);
  },
  "GET /api/user/checkSignUp": async (a) => {
    const free = await call(a, "GET", `/api/user/checkSignUp?userEmail=${encodeURIComponent(uniqueEmail())}`);
    expect(free.json()).toMatchObject({ code: "20000", data: { registered: false } });
    const taken = await call(a, "GET", `/api/user/checkSignUp?userEmail=${encodeURIComponent(a.victim.email)}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ joinChannel: "A", sameChannel: true });
    if (a.role === "deleted") {
      const mine = await call(a, "GET", `/api/user/checkSignUp?userEmail=${encodeURIComponent(a.me!.email)}`);
      expect(mine.json().data).toEqual({ registered: false });
    }
  },
  "POST /api/user/sendEmail": async (a) => {
    // By address, for anyone (the mail goes to the owner); a verified address has nothing to resend.
    const victim = await call(a, "POST", "/api/user/sendEmail", { userEmail: a.victim.email });
    expect(victim.statusCode).toBe(409);
    expect(victim.json().errorMsg).toBe(VERIFY_MSG.alreadyVerified.ko);
    if (a.role === "unverified") expect((await call(a, "POST", "/api/user/sendEmail", { userEmail: a.me!.email })).statusCode).toBe(200);
    if (a.role === "deleted") expect((await call(a, "POST", "/api/user/sendEmail", { userEmail: a.me!.email })).statusCode).toBe(404);
  },
  "GET /api/user/email/signup/verification": async (a) => {
    const bad = await call(a, "GET", "/api/user/email/signup/verification?token=forged-token-value");
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe("/email_cert?status=invalid");
    // The link is the proof, whoever opens it; it verifies its own member only.
    const pending = await member({ verified: false });
    const proof = await issueProof(platform.handle.db, { userNo: pending.userNo, email: pending.email, purpose: "signup" });
    const good = await call(a, "GET", `/api/user/email/signup/verification?token=${proof.token}`);
    expect(good.headers.location).toBe("/email_cert?status=ok");
    expect((await infoOf(pending.token)).json().data.emailCertYn).toBe("Y");
    if (a.me) expect((await infoOf(a.me.token)).statusCode).toBe(a.role === "deleted" ? 401 : 200);
    if (a.role === "unverified") expect((await infoOf(a.me!.token)).json().data.emailCertYn).toBe("N");
  },
  "POST /api/user/email/signup/verification": async (a) => {
    const bad = await call(a, "POST", "/api/user/email/signup/verification", { token: "forged-token-value" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe(VERIFY_MSG.invalid.ko);
  },
  "POST /api/user/certificateEmail": async (a) => {
    const victim = await call(a, "POST", "/api/user/certificateEmail", { userEmail: a.victim.email, certNum: "123456" });
    expect(victim.statusCode).toBe(409);
    if (a.role === "unverified") {
      const proof = await issueProof(platform.handle.db, { userNo: a.me!.userNo, email: a.me!.email, purpose: "signup" });
      const wrong = proof.code === "000000" ? "111111" : "000000";
      expect((await call(a, "POST", "/api/user/certificateEmail", { userEmail: a.me!.email, certNum: wrong })).json().errorMsg).toBe(
        VERIFY_MSG.codeWrong.ko,
      );
      expect((await call(a, "POST", "/api/user/certificateEmail", { userEmail: a.me!.email, certNum: proof.code })).statusCode).toBe(200);
      expect((await infoOf(a.me!.token)).json().data.emailCertYn).toBe("Y");
    }
    if (a.role === "deleted") {
      expect((await call(a, "POST", "/api/user/certificateEmail", { userEmail: a.me!.email, certNum: "123456" })).statusCode).toBe(404);
    }
  },
  "GET /api/user/getUserBasicInfo": (a) => ownInfo(a, "/api/user/getUserBasicInfo"),
  "GET /api/user/getUserInfo": (a) => ownInfo(a, "/api/user/getUserInfo"),
  "POST /api/user/sendEmailPw": async (a) => {
    // The same answer for every address and every caller.
    for (const email of [a.victim.email, uniqueEmail(), a.me?.email ?? uniqueEmail()]) {
      const res = await call(a, "POST", "/api/user/sendEmailPw", { userEmail: email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: "20000", data: null, errorMsg: null });
    }
    await victimUntouched(a);
  },
  "POST /api/user/sendEmailPwSet": async (a) => {
    // Members only, for their own address; these members all have a password already.
    const res = await call(a, "POST", "/api/user/sendEmailPwSet");
    if (!a.me || a.role === "deleted") {
      expect(res.statusCode).toBe(401);
      expect(res.json().errorMsg).toBe(MSG.membersOnly.ko);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().errorId).toBe("PASSWORD_EXISTS");
    }
    await victimUntouched(a);
  },
  "POST /api/user/certificateEmailPw": async (a) => {
    const forged = await call(a, "POST", "/api/user/certificateEmailPw", { token: "forged-token-value" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorMsg).toBe(RESET_MSG.linkInvalid.ko);
    // Guessing a code for someone else's address gets nowhere.
    const guess = await call(a, "POST", "/api/user/certificateEmailPw", { userEmail: a.victim.email, certNum: "123456" });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().errorMsg).toBe(RESET_MSG.codeInvalid.ko);
    await victimUntouched(a);
  },
  "POST /api/user/updateUserPw": async (a) => {
    const NEW = "changed-pass2@";
    // A forged reset token changes nothing, whoever sends it.
    const forged = await call(a, "POST", "/api/user/updateUserPw", { resetToken: "forged-token-value", newPw: NEW });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorMsg).toBe(RESET_MSG.grantInvalid.ko);
    // With the current password: members only, and only their own password.
    const res = await call(a, "POST", "/api/user/updateUserPw", { currentPw: PASSWORD, newPw: NEW });
    if (!a.me || a.role === "deleted") {
      expect(res.statusCode).toBe(401);
      expect(res.json().errorMsg).toBe(MSG.membersOnly.ko);
    } else {
      expect(res.statusCode).toBe(200);
      const [row] = await platform.handle.db.select().from(users).where(eq(users.userNo, a.me.userNo));
      expect(row!.passwordHash).not.toBe(passwordHash);
    }
    if (a.role === "other") {
      // Knowing the victim's password does not let another member's session change it.
      const other = await call(a, "POST", "/api/user/updateUserPw", { currentPw: PASSWORD, newPw: "another-pass3#" });
      expect(other.statusCode).toBe(400);
      expect(other.json().errorMsg).toBe(RESET_MSG.currentWrong.ko);
    }
    await victimUntouched(a);
  },
};

async function signInCheck(a: Actor, url: string) {
  // Public: the credentials decide, not the caller; a deleted member cannot sign in.
  const target = a.role === "deleted" ? a.me! : a.victim;
  const res = await call(a, "POST", url, { userEmail: target.email, userPw: PASSWORD });
  if (a.role === "deleted") {
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMsg).toBe(ACCOUNT_MSG.signInFailed.ko);
    return;
  }
  expect(res.statusCode).toBe(200);
  expect(res.json().data.userId).toBe(a.victim.userId);
  const wrong = await call(a, "POST", url, { userEmail: a.victim.email, userPw: "wrong-pass9!" });
  expect(wrong.statusCode).toBe(401);
  // Signing in never hands over the caller's own session.
  if (a.me) expect((await infoOf(a.me.token)).json().data.userEmail).toBe(a.me.email);
}

describe("accounts authorization matrix", () => {
  it("covers every endpoint the accounts module serves", async () => {
    const folder = path.join(PROJECT_ROOT, "server/modules/accounts");
    const source = fs
      .readdirSync(folder)
      // The contracts of accounts and passwords (schema.ts); profile routes (profile-schema.ts)
      // have their own matrix in profile-authz.test.ts.
      .filter((f) => f === "schema.ts")
      .map((f) => fs.readFileSync(path.join(folder, f), "utf8"))
      .join("\n");
    const paths = new Set([...source.matchAll(/"(\/api\/[^"?]+)"/g)].map((m) => m[1]!));
    const docs = (await platform.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(docs.paths)
      .filter(([p]) => paths.has(p))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(served.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(ENDPOINTS).sort()).toEqual(served);
  });

  for (const [endpoint, check] of Object.entries(ENDPOINTS)) {
    describe(endpoint, () => {
      for (const role of ROLES) {
        it(role, async () => {
          await check(await actor(role));
        });
      }
    });
  }
});
