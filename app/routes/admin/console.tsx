// /admin (moderators and admins, desktop): the operators' console home. A card for every
// section of app/features/admin/sections.ts with its live count where one is cheap, and for
// admins the members card: find a member by e-mail and grant or revoke the moderator role
// (through this page's action, the same command as POST /api/admin/members/:userNo/role), and
// the backups card: the schedule and the latest archives.
import { requireConsoleTwoFactor } from "../../features/admin/console-access";
import { useEffect } from "react";
import { data, Form, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { say, texts } from "../../../core/i18n";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { AdminPage } from "../../features/admin/admin-page";
import { BackupsCard } from "../../features/admin/backups-card";
import { BlockedServersCard } from "../../features/federation/blocked-servers-card";
import { CONSOLE_SECTIONS } from "../../features/admin/sections";
import { useUi } from "../../components/ui/ui-provider";
import { useFormat, useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";
import type { ConsoleMember } from "../../../server/modules/console/types";

export async function loader({ request, context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(viewer);
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim().slice(0, 200);
  const isAdmin = viewer.role === "admin";
  const [counts, members, backups] = await Promise.all([
    context.services.console.counts(),
    isAdmin && email ? context.services.console.members(email) : Promise.resolve([] as ConsoleMember[]),
    isAdmin ? context.services.console.backups() : Promise.resolve(null),
  ]);
  return { counts, isAdmin, email, members, backups, role: viewer.role };
}

/** Grant or revoke the moderator role ({ userNo, role }); admins only. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/admin/members/:userNo/role", input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const CONSOLE_TEXT = texts({
  heading: { ko: "운영 콘솔", en: "Operators' console" },
  lead: {
    ko: "운영자와 관리자가 사이트를 관리하는 곳이에요. 운영자가 바꾼 내용은 모두 운영 기록에 남아요.",
    en: "Where moderators and admins run the site. Every change an operator makes is kept in the audit log.",
  },
  sections: { ko: "관리 항목", en: "Sections" },
  you: { ko: "내 권한: {role}", en: "Your role: {role}" },
  moderator: { ko: "운영자", en: "Moderator" },
  admin: { ko: "관리자", en: "Admin" },
  member: { ko: "회원", en: "Member" },
  members: { ko: "운영자 권한 관리", en: "Moderator roles" },
  membersHint: {
    ko: "이메일로 회원을 찾아 운영자 권한을 주거나 회수해요. 관리자의 권한은 명령줄(npm run admin)에서만 바꿀 수 있어요.",
    en: "Find a member by e-mail and grant or revoke the moderator role. An admin's role changes only on the command line (npm run admin).",
  },
  email: { ko: "회원 이메일", en: "Member e-mail" },
  search: { ko: "찾기", en: "Search" },
  none: { ko: "이메일이 일치하는 회원이 없어요.", en: "No member's e-mail matches." },
  grant: { ko: "운영자 권한 주기", en: "Make moderator" },
  revoke: { ko: "운영자 권한 회수", en: "Revoke moderator" },
  granted: { ko: "운영자 권한을 주었어요.", en: "Now a moderator." },
  revoked: { ko: "운영자 권한을 회수했어요.", en: "Moderator role revoked." },
});

const ROLE_TEXT = { member: CONSOLE_TEXT.member, moderator: CONSOLE_TEXT.moderator, admin: CONSOLE_TEXT.admin } as const;

function MemberRow({ member }: { member: ConsoleMember }) {
  const t = useT();
  const ui = useUi();
  const change = useFetcher<typeof action>();
  const answer = change.data;
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) ui.toast(answer.message);
    else ui.toast(answer.data.role === "moderator" ? CONSOLE_TEXT.granted : CONSOLE_TEXT.revoked, "blue");
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (role: "moderator" | "member") =>
    void change.submit({ userNo: member.userNo, role }, { method: "post", encType: "application/json" });
  return (
    <li className="admin-member" data-user={member.userEmail}>
      <div>
        <strong>{member.userName}</strong>
        <span>{member.userEmail}</span>
      </div>
      <span className="chip">{t(ROLE_TEXT[member.role])}</span>
      {member.role === "member" ? (
        <Button size="sm" variant="blue" pending={change.state !== "idle"} onClick={() => set("moderator")}>
          {t(CONSOLE_TEXT.grant)}
        </Button>
      ) : member.role === "moderator" ? (
        <Button size="sm" variant="red" pending={change.state !== "idle"} onClick={() => set("member")}>
          {t(CONSOLE_TEXT.revoke)}
        </Button>
      ) : null}
    </li>
  );
}

export default function AdminConsole() {
  const { counts, isAdmin, email, members, backups, role } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  return (
    <AdminPage title={CONSOLE_TEXT.heading} className="admin-console" home>
      <p className="admin-lead">
        {t(CONSOLE_TEXT.lead)} <span className="chip">{t(CONSOLE_TEXT.you, { role: t(ROLE_TEXT[role]) })}</span>
      </p>
      <nav aria-label={t(CONSOLE_TEXT.sections)}>
        <ul className="admin-cards">
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link to={section.path} className="admin-card">
                <strong>{t(section.title)}</strong>
                <span>{t(section.hint)}</span>
                {section.count ? (
                  <em className="admin-count">{t(section.count.text, { n: format.count(counts[section.count.key]) })}</em>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isAdmin ? (
        <section className="settings-card admin-members" aria-labelledby="admin-members">
          <h2 id="admin-members">{t(CONSOLE_TEXT.members)}</h2>
          <p className="field-hint">{t(CONSOLE_TEXT.membersHint)}</p>
          <Form method="get" className="admin-search">
            <label className="sr-only" htmlFor="member-email">
              {t(CONSOLE_TEXT.email)}
            </label>
            <input
              id="member-email"
              name="email"
              type="search"
              defaultValue={email}
              placeholder={t(CONSOLE_TEXT.email)}
              className="admin-input"
            />
            <Button type="submit" size="sm">
              {t(CONSOLE_TEXT.search)}
            </Button>
          </Form>
          {email ? (
            members.length ? (
              <ul className="admin-member-list">
                {members.map((m) => (
                  <MemberRow key={m.userNo} member={m} />
                ))}
              </ul>
            ) : (
              <p className="field-hint">{t(CONSOLE_TEXT.none)}</p>
            )
          ) : null}
        </section>
      ) : null}
      {isAdmin ? <BlockedServersCard /> : null}
      {backups ? <BackupsCard overview={backups} /> : null}
    </AdminPage>
  );
}
