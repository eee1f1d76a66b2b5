// /guide/reward-intro: how points are earned, in plain Korean, with the figures of the
// active mission policies and promotions read from the server (so the page never disagrees
// with what is paid).
import { SITE_TAG } from "../../core/cache-tags";
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { UPLOAD_NFT_BONUS, UPLOAD_PLAN_DAILY } from "../../core/upload-quota";
import { USAGE_REASON_REWARD_POINTS } from "../../core/usage-reason";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import "../styles/reward.css";

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ context }: LoaderArgs) {
  context.cache.tag(SITE_TAG);
  return context.services.rewards.guide();
}

export const meta: MetaFunction = () => [
  { title: "리워드 안내 | 나눔터" },
  { name: "description", content: "나눔터에서 포인트를 받는 방법: 출석 체크, 미션, 설문과 프로모션, 하루 업로드 횟수." },
];

function seoulDate(iso: string): string {
  return new Date(iso).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "long", day: "numeric" });
}

export default function RewardIntro() {
  const { policies, promotions } = useLoaderData<typeof loader>();
  return (
    <div className="container">
      <article className="reward-guide">
        <h1 className="page-heading">리워드 안내</h1>
        <p>
          나눔터에서는 콘텐츠를 읽고, 쓰고, 나누는 활동마다 <strong>포인트(P)</strong>를 드려요. 모든 포인트는 적립 이유와 함께 기록되며,
          같은 활동으로 두 번 적립되는 일은 없습니다. 내 포인트와 내역은 <Link to="/mypage/reward">마이페이지 › 리워드</Link>에서 확인할 수
          있어요.
        </p>

        <h2>매일 하는 미션</h2>
        <p>미션마다 하루에 받을 수 있는 횟수가 정해져 있어요. 횟수는 매일 자정(00:00, 한국 시간)에 다시 채워집니다.</p>
        <table>
          <thead>
            <tr>
              <th scope="col">미션</th>
              <th scope="col" className="num">
                1회 포인트
              </th>
              <th scope="col" className="num">
                하루 최대
              </th>
            </tr>
          </thead>
          <tbody>
            {policies.map((p) => (
              <tr key={p.action}>
                <td>{p.label}</td>
                <td className="num">{p.points.toLocaleString("ko-KR")}P</td>
                <td className="num">{p.limit}회</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul>
          <li>출석 체크는 하루 한 번, 마이페이지 리워드의 달력에서 할 수 있어요.</li>
          <li>콘텐츠 보기는 다른 회원의 글을 10초 이상 읽으면 적립돼요. 같은 글은 하루 한 번만 인정됩니다.</li>
          <li>내 게시물에 한 활동(내 글 읽기, 내 글에 좋아요 등)은 포인트가 쌓이지 않아요.</li>
          <li>진행 중이 아닌 미션의 활동은 적립되지 않습니다.</li>
        </ul>

        <h2>한 번만 받는 보상</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">보상</th>
              <th scope="col" className="num">
                포인트
              </th>
              <th scope="col">기간</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>가입 목적 설문 참여</td>
              <td className="num">{USAGE_REASON_REWARD_POINTS.toLocaleString("ko-KR")}P</td>
              <td>언제나 (회원당 한 번)</td>
            </tr>
            {promotions.map((p) => (
              <tr key={p.code}>
                <td>
                  {p.title}
                  {p.open ? " (진행 중)" : ""}
                </td>
                <td className="num">{p.points.toLocaleString("ko-KR")}P</td>
                <td>
                  {seoulDate(p.startsAt)} ~ {seoulDate(new Date(new Date(p.endsAt).getTime() - 1).toISOString())} (회원당 한 번)
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>하루 업로드 횟수</h2>
        <p>
          게시물은 하루에 올릴 수 있는 횟수가 정해져 있어요. 일반 회원(G)은 하루 {UPLOAD_PLAN_DAILY.G}회, Polaris Office 계정으로 가입한
          회원(P)은 하루 {UPLOAD_PLAN_DAILY.P}회이며, 업로드 NFT를 보유하면 {UPLOAD_NFT_BONUS}회가 더해집니다. 횟수는 매일 자정(00:00, 한국
          시간)에 초기화돼요.
        </p>

        <h2>큐레이션과 토큰</h2>
        <p>큐레이션 티켓과 토큰 보상은 시즌마다 따로 운영됩니다. 자세한 내용은 큐레이션 안내에서 확인해 주세요.</p>
      </article>
    </div>
  );
}
