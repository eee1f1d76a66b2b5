// The second step's ticket cookie (decision 0212): httpOnly, Lax, living the five minutes the
// ticket does. Set by every first step that needs a second (a password, a social sign-in).
import type { FastifyReply, FastifyRequest } from "fastify";
import { isHttps } from "../auth/plugin";
import { SECOND_STEP_COOKIE, TWO_FACTOR_POLICY } from "./service";

export function secondStepCookieOptions(https: boolean) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: https, maxAge: TWO_FACTOR_POLICY.ticketMs / 1000 };
}

/** Sets the ticket cookie of a first step that needs a second one (the refusal goes on as the answer). */
export function setSecondStepCookie(request: FastifyRequest, reply: FastifyReply, ticket: string, publicUrl: string): void {
  void reply.setCookie(SECOND_STEP_COOKIE, ticket, secondStepCookieOptions(isHttps(request, publicUrl)));
}

export function clearSecondStepCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  void reply.clearCookie(SECOND_STEP_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: isHttps(request, publicUrl) });
}
