// The export module's own side of its facts: the ready mail goes out in the transaction that
// marks the zip ready (the notification is the notifications module's, server/subscribers.ts).
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { enqueueMail } from "../../jobs/mail";
import type { Subscriber } from "../../events/types";
import { exportReadyMail } from "./mail";

export const mailExportReady: Subscriber<"export.ready"> = async ({ ctx, tx }, ready) => {
  const [member] = await tx
    .select({ email: users.userEmail, name: users.userName })
    .from(users)
    .where(eq(users.userNo, ready.userNo))
    .limit(1);
  if (!member?.email) return;
  const mail = exportReadyMail(
    {
      to: member.email,
      userName: member.name,
      posts: ready.posts,
      bytes: ready.bytes,
      expiresAt: ready.expiresAt,
      link: `${ctx.config.publicUrl}/mypage/account#export-section`,
    },
    ready.language,
  );
  await enqueueMail(ctx, tx, mail, "bulk");
};
