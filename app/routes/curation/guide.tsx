// /curation-guide: how tickets, votes and the season's rewards work, formulas in plain Korean.
import { Link, type MetaFunction } from "react-router";
import { CURATION_TOP_LIST_SIZE, VIEW_REWARD_SECONDS, VIEW_TICKETS_DAILY_CAP } from "../../../core/curation";
import { useIsMobile } from "../../lib/device";
import "../../styles/curation.css";

export const meta: MetaFunction = () => [
  { title: "큐레이션 가이드 | 나눔터" },
  { name: "description", content: "큐레이팅 받는 법, 투표, 시즌 보상 계산식을 안내합니다." },
];

export default function CurationGuide() {
  const mobile = useIsMobile();
  return (
    <div className={mobile ? "m-container guide" : "container guide"} style={{ maxWidth: 820, paddingBottom: 56 }}>
      <h1 className="page-heading">큐레이션 가이드</h1>
      <p>좋은 글을 찾아 투표하는 사람(큐레이터)과 좋은 글을 쓴 사람(작성자)이 시즌마다 토큰 보상을 나눠 받습니다.</p>

      <h2>1. 큐레이팅 받기</h2>
      <ul>
        <li>로그인한 상태로 다른 회원의 글을 {VIEW_REWARD_SECONDS}초 이상 읽으면 큐레이팅 1개를 받습니다.</li>
        <li>
          같은 글은 하루에 한 번만, 읽기로 받는 큐레이팅은 하루 {VIEW_TICKETS_DAILY_CAP}개까지입니다 (하루는 한국 시간 0시에 바뀝니다).
        </li>
        <li>내 글을 읽거나 아직 게시 중인 글을 읽을 때는 지급되지 않습니다.</li>
      </ul>

      <h2>2. 투표하기</h2>
      <ul>
        <li>이메일 인증을 마친 회원은 큐레이팅 1개로 진행 중인 시즌의 글 하나에 투표할 수 있습니다.</li>
        <li>한 시즌에 같은 글에는 한 번만 투표할 수 있고, 내 글에는 투표할 수 없습니다.</li>
        <li>서로의 글에만 몰아서 투표하는 회원들은 운영자 검토 대상이 됩니다.</li>
      </ul>

      <h2>3. 작성자 보상</h2>
      <p className="formula">내 작성자 보상 = 작성자 보상 풀 × (내 글들이 받은 투표 수 ÷ 시즌 전체 투표 수)</p>

      <h2>4. 큐레이터 보상</h2>
      <p>
        시즌이 끝났을 때 투표를 가장 많이 받은 {CURATION_TOP_LIST_SIZE}개 글(상위 목록)에 한 투표만 보상 대상입니다. 투표 수가 같으면 그
        수에 먼저 도달한 글이 앞섭니다. 먼저 알아본 투표일수록 무게가 큽니다.
      </p>
      <p className="formula">
        투표 하나의 무게 = (그 글의 투표 수 − 내가 몇 번째로 투표했는지 + 1) ÷ 그 글의 투표 수
        <br />내 큐레이터 보상 = 큐레이터 보상 풀 × (내 투표 무게의 합 ÷ 모든 큐레이터의 무게 합)
      </p>
      <p>
        예: 투표 4개를 받은 글에 첫 번째로 투표했다면 무게는 4 ÷ 4 = 1, 네 번째였다면 1 ÷ 4 = 0.25입니다. 무게는 백만분의 1 단위에서
        버림합니다.
      </p>

      <h2>5. 정산과 지급</h2>
      <ul>
        <li>
          시즌이 끝나면 자동으로 정산되어 보상이 토큰으로 기록되고 알림이 갑니다. 같은 투표로는 언제 다시 계산해도 같은 결과가 나옵니다.
        </li>
        <li>보상은 백만분의 1 토큰까지 계산합니다. 나누고 남는 가장 작은 단위는 나머지가 큰 회원부터 하나씩 더해 풀을 정확히 나눕니다.</li>
        <li>시즌마다 정한 지갑 연결 기한까지 지갑을 연결해야 보상을 받을 수 있고, 기한이 지나면 보상은 소멸됩니다.</li>
      </ul>
      <p>
        <Link to={mobile ? "/m/curation" : "/curation"} className="btn btn-blue-outline">
          큐레이션 보드 보기
        </Link>
      </p>
    </div>
  );
}
