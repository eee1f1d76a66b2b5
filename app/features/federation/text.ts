// Words of the federation settings (account settings) and the operators' blocked servers.
import { texts } from "../../../core/i18n";

export const FEDERATION_TEXT = texts({
  heading: { ko: "연합 (페디버스)", en: "Federation (fediverse)" },
  lead: {
    ko: "마스토돈 같은 다른 서버에서 내 주소로 나를 팔로우하고 새 글을 받아 볼 수 있어요. 그곳에서 단 답글은 내 글에 댓글로 보여요.",
    en: "People on other servers such as Mastodon can follow you at this address and get your new posts. Their replies show as comments on your posts.",
  },
  address: { ko: "내 연합 주소", en: "Your fediverse address" },
  on: { ko: "연합 켜짐: 새 글이 다른 서버의 팔로워에게 가요.", en: "Federation on: new posts go to your followers on other servers." },
  off: {
    ko: "연합 꺼짐: 다른 서버에 아무것도 보내지 않고, 내 계정도 찾을 수 없어요.",
    en: "Federation off: nothing is sent to other servers and your account cannot be found there.",
  },
  turnOn: { ko: "연합 켜기", en: "Turn federation on" },
  turnOff: { ko: "연합 끄기", en: "Turn federation off" },
  followLabel: { ko: "다른 서버 계정 팔로우", en: "Follow an account on another server" },
  followHint: { ko: "@이름@서버 형식으로 입력해 주세요.", en: "Enter it as @name@server." },
  follow: { ko: "팔로우", en: "Follow" },
  following: { ko: "팔로우하는 다른 서버 계정", en: "Accounts you follow on other servers" },
  unfollow: { ko: "팔로우 취소", en: "Unfollow" },
  accepted: { ko: "수락됨", en: "Accepted" },
  waiting: { ko: "수락 대기", en: "Waiting" },
  received: { ko: "팔로우하는 계정의 새 글", en: "New from accounts you follow" },
  sent: { ko: "팔로우 요청을 보냈어요.", en: "Follow request sent." },
  blocksHeading: { ko: "차단한 서버", en: "Blocked servers" },
  blocksLead: {
    ko: "차단한 서버(와 하위 도메인)에서 오는 활동은 거절하고, 그 서버로는 글을 보내지 않아요.",
    en: "Activities from a blocked server (and its subdomains) are refused, and nothing is delivered to it.",
  },
  domain: { ko: "도메인", en: "Domain" },
  block: { ko: "차단", en: "Block" },
  unblock: { ko: "차단 풀기", en: "Unblock" },
  none: { ko: "차단한 서버가 없어요.", en: "No server is blocked." },
  remoteWriter: { ko: "{handle} (다른 서버)", en: "{handle} (another server)" },
});
