// What the missions service hands to pages and API clients.
import type { CalendarCell, DailyMissionStatus, MissionAction } from "../../../core/missions";

export interface MissionPolicy {
  action: MissionAction;
  label: string;
  points: number;
  /** How many times a day the action pays. */
  limit: number;
}

export type MissionOutcome = "credited" | "duplicate" | "limit" | "skipped";

export interface MissionResult {
  action: MissionAction;
  status: MissionOutcome;
  /** Points paid by this call (0 unless credited). */
  points: number;
  /** The member's balance after the call. */
  balance: number;
  /** Korean sentence for the toast. */
  message: string;
}

export interface MissionStatus {
  /** The Asia/Seoul day the status is for. */
  day: string;
  /** Next 00:00 Asia/Seoul (ISO). */
  resetsAt: string;
  missionPolicy: MissionPolicy[];
  daily: (DailyMissionStatus & { label: string })[];
  missionProgress: { done: number; total: number; percent: number };
  attendedToday: boolean;
}

export interface AttendanceMonth {
  month: string;
  today: string;
  attendedDays: string[];
  attendedToday: boolean;
  weeks: CalendarCell[][];
  /** Points one attendance pays under the active policy (0: not an active mission). */
  points: number;
}

export interface PromotionResult {
  code: string;
  credited: boolean;
  points: number;
  reason: "credited" | "duplicate" | "closed" | "unknown";
}
