// Signals to the member through the real server (docs/product/accounts.md §11.5, decisions 0210
// and 0211): a sign-in from a browser new to the account, a new passkey and a wallet connected or
// changed each send a mail (real SMTP) and a notification; signing up, the account's very first
// sign-in and the same browser again tell nobody; the mail comes in the member's language; and
// "this wasn't me" ends every session at once, once, and refuses a forged or expired link.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiweMessage } from "viem/siwe";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { notifications, securityAlerts, users } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/passwords";
import { TEST_ORIGIN, signedIn } from "../support/auth";
import { makeUser, testNickname } from "../support/factories";
import { firstLink, startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/mail";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";
import { softPasskey } from "../support/webauthn";

let platform: TestPlatform;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  platform = await createTestPlatform({ queue: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await platform?.dispose();
  await smtp?.close();
});

const PASSWORD = "alert-check7!";
const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const NEW_DEVICE = { ko: "새 기기에서 로그인했어요", en: "New sign-in to your account" };

/** A browser: its cookies as the server set them, its user agent and language. */
interface Browser {
  cookies: Record<string, string>;
  userAgent: string;
  language?: "ko" | "en";
  ip?: string;
}

const browser = (userAgent = WINDOWS_CHROME, extra: Partial<Browser> = {}): Browser => ({ cookies: {}, userAgent, ...extra });

async function send(method: "GET" | "POST", url: string, from: Browser, payload?: unknown) {
  const cookie = Object.entries(from.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const res = await platform.app.inject({
    method,
    url,
    remoteAddress: from.ip ?? "127.0.0.1",
    headers: {
      origin: TEST_ORIGIN,
      "user-agent": from.userAgent,
      ...(cookie ? { cookie } : {}),
      ...(from.language ? { "accept-language": from.language } : {}),
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  // The browser keeps what the answer sets (and forgets what it expires).
  for (const line of ([] as string[]).concat(res.headers["set-cookie"] ?? [])) {
    const [pair, ...attributes] = line.split(";");
    const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
    if (!value || attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) delete from.cookies[name];
    else from.cookies[name] = value;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several routes
  const body = res.json() as { code: string; errorId?: string; errorMsg?: string; data: any };
  return { status: res.statusCode, body };
}

let seq = 0;
/** Signs up in `from` (it is signed in there) and verifies the e-mail; its browser is the member's first. */
async function member(from: Browser) {
  const email = `alert${Date.now().toString(36)}${seq++}@example.test`;
  const res = await send("POST", "/api/user/signUp", from, {
    userEmail: email,
    userPw: PASSWORD,
    userName: testNickname("알림", seq++),
    agreeTerms: true,
    agreeAge: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await platform.handle.db.update(users).set({ emailCertYn: "Y" }).where(eq(users.userEmail, email)).returning();
  return { email, userNo: row!.userNo };
}

const signIn = (email: string, from: Browser) => send("POST", "/api/user/v2/signIn", from, { userEmail: email, userPw: PASSWORD });
const settle = () => waitForQueueIdle(platform.handle.db);
const mailsTo = (email: string, subject?: string) =>
  smtp.messages.filter((m) => m.to.includes(email) && (!subject || m.subject.includes(subject)));
const tokenOf = (mail: ReceivedMail) => new URL(firstLink(mail, "/not-me?token=")).searchParams.get("token")!;

async function securityLines(userNo: number) {
  return platform.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), eq(notifications.notificationType, "SECURITY")));
}

describe("a sign-in from a browser new to the account", () => {
  it("signing up tells nobody; the same browser again is known; another browser is told once, by mail and notification", async () => {
    const home = browser();
    const { email, userNo } = await member(home);
    expect(home.cookies.nt_vid).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    await settle();
    // Only the verification mail: signing up is no news.
    expect(mailsTo(email).map((m) => m.subject)).toEqual(["[나눔터] 이메일 인증을 완료해 주세요"]);

    delete home.cookies.nt_session;
    expect((await signIn(email, home)).status).toBe(200);
    await settle();
    expect(mailsTo(email, NEW_DEVICE.ko)).toHaveLength(0);

    const away = browser(IPHONE, { ip: "203.0.113.7" });
    expect((await signIn(email, away)).status).toBe(200);
    const mail = await smtp.waitFor(email, { subject: NEW_DEVICE.ko });
    expect(mail.subject).toBe(`[나눔터] ${NEW_DEVICE.ko}`);
    expect(mail.text).toContain("처음 보는 기기에서 로그인했어요");
    expect(mail.text).toContain("기기: Safari · iPhone");
    expect(mail.text).toContain("IP 주소: 203.0.***.***");
    expect(mail.text).toMatch(/시간: \d{4}\. \d{1,2}\. \d{1,2}\. \d{2}:\d{2} \(한국 시간\)/);
    expect(mail.html).toContain("내가 한 일이 아니에요");
    expect(firstLink(mail, "/not-me?token=")).toMatch(/^http:\/\/localhost:3000\/not-me\?token=[A-Za-z0-9_-]+$/);

    await settle();
    const [line, ...more] = await securityLines(userNo);
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({
      notificationTitle: "처음 보는 기기에서 회원님의 계정에 로그인했어요.",
      notificationContent: "[Safari · iPhone · 203.0.***.***] 본인이 아닌가요? 눌러서 모든 기기에서 로그아웃할 수 있어요.",
    });
    expect(line!.notificationUrl).toBe(`/not-me?token=${tokenOf(mail)}`);

    // The bell reads it in the reader's language.
    for (const [language, title, tag] of [
      ["ko", "처음 보는 기기에서 회원님의 계정에 로그인했어요.", "본인이 아닌가요?"],
      ["en", "Your account was signed in to from a new device.", "Wasn't you?"],
    ] as const) {
      const feed = await send("GET", "/api/notification", { ...home, language });
      const item = feed.body.data.notificationList.find((n: { notificationType: string }) => n.notificationType === "SECURITY");
      expect(item.notificationTitle).toBe(title);
      expect(item.notificationContent).toContain(tag);
    }

    // That browser signing in again is known now: no second alert.
    delete away.cookies.nt_session;
    expect((await signIn(email, away)).status).toBe(200);
    await settle();
    expect(mailsTo(email, NEW_DEVICE.ko)).toHaveLength(1);
    expect(await securityLines(userNo)).toHaveLength(1);
  });

  it("the very first sign-in of an account tells nobody; the next browser is news", async () => {
    const db = platform.handle.db;
    const user = await makeUser(db, { passwordHash: await hashPassword(PASSWORD) });
    expect((await signIn(user.userEmail, browser())).status).toBe(200);
    await settle();
    expect(mailsTo(user.userEmail)).toHaveLength(0);
    expect((await signIn(user.userEmail, browser(IPHONE))).status).toBe(200);
    await smtp.waitFor(user.userEmail, { subject: NEW_DEVICE.ko });
  });

  it("a member whose e-mail is not verified is not mailed", async () => {
    const home = browser();
    const email = `alert-unverified${seq++}@example.test`;
    await send("POST", "/api/user/signUp", home, {
      userEmail: email,
      userPw: PASSWORD,
      userName: `미인증${seq++}`,
      agreeTerms: true,
      agreeAge: true,
    });
    expect((await signIn(email, browser(IPHONE))).status).toBe(200);
    await settle();
    expect(mailsTo(email, NEW_DEVICE.ko)).toHaveLength(0);
  });

  it("comes in the language of the member's own browsers, not the new one's", async () => {
    const home = browser(WINDOWS_CHROME, { language: "en" });
    const { email } = await member(home);
    expect((await signIn(email, browser(IPHONE, { language: "ko" }))).status).toBe(200);
    const mail = await smtp.waitFor(email, { subject: NEW_DEVICE.en });
    expect(mail.subject).toBe(`[Nanumteo] ${NEW_DEVICE.en}`);
    expect(mail.text).toContain("Device: Safari · iPhone");
    expect(mail.text).toMatch(/When: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} \(Korea time\)/);
    expect(mail.html).toContain("This wasn&#39;t me");
    // Nothing Korean but the member's own name.
    expect(mail.text.split("\n").slice(1).join("\n")).not.toMatch(/[가-힣]/);
  });
});

describe("a new passkey", () => {
  it("tells the member with its name, in the language they added it in", async () => {
    const db = platform.handle.db;
    const user = await makeUser(db);
    const session = await signedIn(db, user.userNo);
    const from = browser(WINDOWS_CHROME, { language: "en", cookies: { nt_session: session.token } });
    const asked = await send("POST", "/api/user/passkeys/options", from, {});
    const added = await send("POST", "/api/user/passkeys", from, {
      challengeId: asked.body.data.challengeId,
      name: "Work laptop",
      response: softPasskey().register(asked.body.data.options, TEST_ORIGIN),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const mail = await smtp.waitFor(user.userEmail, { subject: "A new passkey was added" });
    expect(mail.text).toContain("Passkey name: Work laptop");
    expect(mail.text).toContain("Device: Chrome · Windows");
    await settle();
    const [line] = await securityLines(user.userNo);
    expect(line).toMatchObject({
      notificationTitle: "회원님의 계정에 새 패스키가 등록되었어요.",
      notificationContent: "[Work laptop] 본인이 아닌가요? 눌러서 모든 기기에서 로그아웃할 수 있어요.",
    });
  });
});

describe("a wallet", () => {
  async function connect(from: Browser, account: PrivateKeyAccount) {
    const issued = await send("POST", "/api/user/wallet/nonce", from, {});
    const now = new Date();
    const message = createSiweMessage({
      domain: "localhost:3000",
      address: account.address,
      statement: "Connect this wallet to your Nanumteo account.",
      uri: "http://localhost:3000",
      version: "1",
      chainId: 8217,
      nonce: issued.body.data.nonce,
      issuedAt: now,
      expirationTime: new Date(now.getTime() + 5 * 60_000),
    });
    const res = await send("POST", "/api/user/updateWalletInfo", from, {
      message,
      signature: await account.signMessage({ message }),
      walletType: "metamask",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it("connected, then another: each is told; signing the same live wallet again is not", async () => {
    const db = platform.handle.db;
    const user = await makeUser(db);
    const from = browser(WINDOWS_CHROME, { cookies: { nt_session: (await signedIn(db, user.userNo)).token } });
    const first = privateKeyToAccount(generatePrivateKey());
    const second = privateKeyToAccount(generatePrivateKey());
    await connect(from, first);
    const mail = await smtp.waitFor(user.userEmail, { subject: "연결된 지갑이 바뀌었어요" });
    expect(mail.text).toContain(`새 지갑 주소: ${first.address.slice(0, 6)}…${first.address.slice(-4)}`);
    await connect(from, second);
    await connect(from, second);
    await settle();
    expect(mailsTo(user.userEmail, "연결된 지갑이 바뀌었어요")).toHaveLength(2);
    const lines = await securityLines(user.userNo);
    expect(lines.map((l) => l.notificationTitle)).toEqual([
      "회원님의 계정에 연결된 지갑이 바뀌었어요.",
      "회원님의 계정에 연결된 지갑이 바뀌었어요.",
    ]);
    expect(lines.map((l) => l.notificationContent.slice(1, l.notificationContent.indexOf("]"))).sort()).toEqual(
      [first.address, second.address].map((a) => `${a.slice(0, 6)}…${a.slice(-4)}`).sort(),
    );
  });
});

describe("this wasn't me", () => {
  it("ends every session of the member at once, works once, and the disowned browser is news again", async () => {
    const home = browser();
    const { email, userNo } = await member(home);
    const other = await signedIn(platform.handle.db, userNo);
    const away = browser(IPHONE, { ip: "198.51.100.20" });
    expect((await signIn(email, away)).status).toBe(200);
    const mail = await smtp.waitFor(email, { subject: NEW_DEVICE.ko });
    const token = tokenOf(mail);
    const stranger = browser();

    const used = await send("POST", "/api/user/security/notMe", stranger, { token });
    expect(used.status).toBe(200);
    expect(used.body.data).toEqual({ signedOut: 3, kind: "newDevice" });
    for (const cookies of [home.cookies, away.cookies, { nt_session: other.token }]) {
      expect((await send("GET", "/api/user/getUserBasicInfo", browser(WINDOWS_CHROME, { cookies: { ...cookies } }))).status).toBe(401);
    }

    const again = await send("POST", "/api/user/security/notMe", stranger, { token });
    expect(again.status).toBe(409);
    expect(again.body.errorId).toBe("NOT_ME_LINK_USED");
    expect(again.body.errorMsg).toBe("이미 사용한 링크예요. 이 링크로 모든 기기에서 이미 로그아웃했어요.");

    // The browser the member disowned is told of again; their own is still known.
    expect((await signIn(email, away)).status).toBe(200);
    expect((await signIn(email, home)).status).toBe(200);
    await settle();
    expect(mailsTo(email, NEW_DEVICE.ko)).toHaveLength(2);
  });

  it("signs out the browser that uses it when it is the member's, cookie and all", async () => {
    const home = browser();
    const { email } = await member(home);
    expect((await signIn(email, browser(IPHONE))).status).toBe(200);
    const token = tokenOf(await smtp.waitFor(email, { subject: NEW_DEVICE.ko }));
    expect(home.cookies.nt_session).toBeTruthy();
    const res = await send("POST", "/api/user/security/notMe", home, { token });
    expect(res.status).toBe(200);
    expect(home.cookies.nt_session).toBeUndefined();
  });

  it("refuses a forged, altered or expired link, in the requester's language", async () => {
    const home = browser();
    const { email, userNo } = await member(home);
    expect((await signIn(email, browser(IPHONE))).status).toBe(200);
    const token = tokenOf(await smtp.waitFor(email, { subject: NEW_DEVICE.ko }));
    const stranger = browser();
    // One character of the sealed part changed (to another than it was, whatever it was).
    const altered = `${token.slice(0, -2)}${token.at(-2) === "A" ? "B" : "A"}${token.slice(-1)}`;
    for (const bad of ["", "not-a-token", altered]) {
      const res = await send("POST", "/api/user/security/notMe", stranger, { token: bad });
      expect(res.status).toBe(400);
      expect(res.body.errorId).toBe("NOT_ME_LINK_INVALID");
    }
    await platform.handle.db
      .update(securityAlerts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(securityAlerts.userNo, userNo));
    const expired = await send("POST", "/api/user/security/notMe", browser(WINDOWS_CHROME, { language: "en" }), { token });
    expect(expired.status).toBe(400);
    expect(expired.body.errorId).toBe("NOT_ME_LINK_EXPIRED");
    expect(expired.body.errorMsg).toBe("This link has expired. It works for 7 days only.");
    // Nothing was signed out.
    expect((await send("GET", "/api/user/getUserBasicInfo", home)).status).toBe(200);
  });
});
