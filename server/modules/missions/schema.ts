// Missions and attendance contracts (docs/product/rewards.md curation and missions). Everything needs a
// member with a verified e-mail.
import { z } from "zod";
import { MISSION_ACTIONS, isMonthKey, type CalendarCell } from "../../../core/missions";
import { bigintNo, describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { AttendanceMonth, MissionPolicy, MissionResult, MissionStatus } from "./types";

const tags = ["missions"];
const action = z.enum(MISSION_ACTIONS);

// docs/product payloads: {action:'like', board_id}, {type:'view', boardNo}; attendance is {action:'attendance'}.
const missionBody = z.union([
  z.object({ action, board_id: bigintNo.optional(), boardNo: bigintNo.optional() }),
  z.object({ type: action, boardNo: bigintNo.optional(), board_id: bigintNo.optional() }),
]);

const missionResult = describes<MissionResult>()(
  z.object({
    action,
    status: z.enum(["credited", "duplicate", "limit", "skipped"]),
    points: z.number(),
    balance: z.number(),
    message: z.string(),
  }),
);

const calendarCell = describes<CalendarCell>()(
  z.object({ day: z.string().nullable(), date: z.number().nullable(), attended: z.boolean(), today: z.boolean() }),
);

const dailyMissions = describes<MissionStatus["daily"]>()(
  z.array(z.object({ action, points: z.number(), dailyLimit: z.number(), used: z.number(), limit: z.number(), label: z.string() })),
);

const available = {
  access: "verified",
  tags,
  summary: "오늘 아직 보상받을 수 있는 미션",
  response: dailyMissions,
} as const;

export const missionsApi = {
  claim: defineRoute({
    method: "POST",
    path: "/api/mission",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "미션 보상 받기: {action:'attendance'} 출석, {type:'view', boardNo} 10초 보기, {action:'like', board_id} 좋아요",
    body: missionBody,
    response: missionResult,
  }),
  attend: defineRoute({
    method: "POST",
    path: "/api/mission/attendance",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "출석 체크 (하루 한 번, 00:00 Asia/Seoul 기준)",
    response: missionResult,
  }),
  attendance: defineRoute({
    method: "GET",
    path: "/api/mission/attendance",
    access: "verified",
    tags,
    summary: "출석 달력 (month=YYYY-MM, 기본: 이번 달)",
    querystring: z.object({ month: z.string().refine(isMonthKey, { error: "YYYY-MM" }).optional() }),
    response: describes<AttendanceMonth>()(
      z.object({
        month: z.string(),
        today: z.string(),
        attendedDays: z.array(z.string()),
        attendedToday: z.boolean(),
        weeks: z.array(z.array(calendarCell)),
        points: z.number(),
      }),
    ),
  }),
  status: defineRoute({
    method: "GET",
    path: "/api/v2/mission",
    access: "verified",
    tags,
    summary: "미션 정책, 오늘의 액션별 현황, 진행도",
    querystring: z.object({}).passthrough(),
    response: describes<MissionStatus>()(
      z.object({
        day: z.string(),
        resetsAt: z.string(),
        missionPolicy: z.array(describes<MissionPolicy>()(z.object({ action, label: z.string(), points: z.number(), limit: z.number() }))),
        daily: dailyMissions,
        missionProgress: z.object({ done: z.number(), total: z.number(), percent: z.number() }),
        attendedToday: z.boolean(),
      }),
    ),
  }),
  available: defineRoute({ method: "GET", path: "/api/mission/available", ...available }),
  availableV1: defineRoute({ method: "GET", path: "/api/v1/mission/available", ...available }),
};
