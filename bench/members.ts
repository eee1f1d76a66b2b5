// Bench members: signed up and verified through the app's own API and mail, as people do.
import fs from "node:fs";
import path from "node:path";

export interface Member {
  cookie: string;
}

/** A member signed up through the API and verified by the mail's link, as a person does. */
export async function signUpMember(base: string, dataDir: string, label: string): Promise<Member> {
  const email = `bench-${label}-${process.pid}@example.test`;
  const res = await fetch(`${base}/api/user/signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ userEmail: email, userPw: "bench-reader-2024!", userName: `벤치${label}`, agreeTerms: true, agreeAge: true }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!res.ok || !cookie) throw new Error(`bench member sign-up failed: ${res.status}`);
  // Verified by the mail's link, as a person does (likes need a verified e-mail).
  const mailDir = path.join(dataDir, "mail");
  const deadline = Date.now() + 15_000;
  let link: string | null = null;
  while (!link && Date.now() < deadline) {
    for (const name of fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []) {
      if (!name.includes(email)) continue;
      const text = fs
        .readFileSync(path.join(mailDir, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      link = /\/api\/user\/email\/signup\/verification\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error("verification mail not found");
  const verified = await fetch(`${base}${link}`, { redirect: "manual", headers: { cookie } });
  if (verified.status !== 303) throw new Error(`verification failed: ${verified.status}`);
  return { cookie };
}
