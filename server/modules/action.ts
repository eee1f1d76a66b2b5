// One write, one declaration (decision 0198). A write is its contract (who may call it, its
// checked inputs and answer, what it changes on shared pages) and one handler
// `(ctx, member, input, caller) → data` that both doors run:
//
// - the API route (`addAction`), through addRoute: the guard, the input checks, the audit of
//   operator writes and the answer's envelope as for every contract;
// - a page action (`runAction`, reached by pages as `services.write(key, input, tools)`): the
//   same guard's refusals, the same schemas on the form's fields, the same audit, and the cache
//   effect the contract declares.
//
// So a page never needs an adapter that parses and calls a service the API route also calls,
// and a write's rules (limits, checks) live in its handler once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Language } from "../../core/i18n";
import { MSG } from "../../core/messages";
import type { AppContext } from "../context";
import { errors, ERROR_TEXT } from "../lib/errors";
import type { ActionTools } from "../page-actions";
import type { Viewer } from "./auth/types";
import { requireRecentProof, requireStaffTwoFactor } from "./auth/two-factor-guards";
import { invalidationFor } from "./cache-changes";
import { addRoute, isAudited, type ContractData, type RouteContract, type RouteKey, type RouteOptions } from "./route";

type CookieOptions = Parameters<FastifyReply["setCookie"]>[2];

/** Who called, whichever door: what a write may need beyond the member. */
export interface Caller {
  ip: string;
  userAgent: string;
  language: Language;
  /** Served over HTTPS (cookies get Secure). */
  https: boolean;
  setCookie(name: string, value: string, options: CookieOptions): void;
}

type Parsed<C, K extends string, Fallback> = C extends { readonly [P in K]: infer S extends z.ZodType } ? z.output<S> : Fallback;

/** The checked inputs of a write: its path parameters, query and body, each by its contract's schema. */
export interface ActionInput<C extends RouteContract> {
  params: Parsed<C, "params", Record<string, never>>;
  query: Parsed<C, "querystring", Record<string, never>>;
  body: Parsed<C, "body", undefined>;
}

/** The caller past the contract's guard: a member for every level but "public". */
export type MemberOf<C extends RouteContract> = C["access"] extends "public" ? Viewer | null : Viewer;

export interface WriteAction<C extends RouteContract = RouteContract> {
  readonly contract: C;
  run(ctx: AppContext, member: MemberOf<C>, input: ActionInput<C>, caller: Caller): Promise<ContractData<C>>;
}

/** Declares a write's one handler beside its contract (see the top of this file). */
export function defineAction<const C extends RouteContract>(contract: C, run: WriteAction<C>["run"]): WriteAction<C> {
  if (contract.method === "GET") throw new Error(`${contract.path}: an action is a write`);
  if (contract.upload) throw new Error(`${contract.method} ${contract.path}: uploads read their own parts; register them with addRoute`);
  return { contract, run };
}

export function actionKey(action: WriteAction): string {
  return `${action.contract.method} ${action.contract.path}`;
}

function httpsOf(request: FastifyRequest, ctx: AppContext): boolean {
  return request.protocol === "https" || ctx.config.publicUrl.startsWith("https://");
}

/** The API door: registers the action's route with its contract. */
export function addAction(app: FastifyInstance, ctx: AppContext, action: WriteAction, options?: RouteOptions): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const member = (request as unknown as { member?: Viewer | null }).member ?? (await request.viewer());
    const caller: Caller = {
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
      language: request.language,
      https: httpsOf(request, ctx),
      setCookie: (name, value, cookieOptions) => void reply.setCookie(name, value, cookieOptions),
    };
    return action.run(
      ctx,
      member as Viewer,
      { params: request.params ?? {}, query: request.query ?? {}, body: request.body } as never,
      caller,
    );
  };
  addRoute(app, action.contract, handler as never, options);
}

/** The page door's guard: the refusals the API's guards give, in the same words. */
function guard(contract: RouteContract, tools: ActionTools): Viewer | null {
  if (contract.access === "public") return tools.viewer;
  const viewer = tools.viewer;
  if (!viewer) throw errors.unauthorized(contract.loginMessage ?? MSG.membersOnly, "LOGIN_REQUIRED");
  if (contract.access === "verified" && viewer.emailCertYn !== "Y") throw errors.forbidden(MSG.verifiedMembersOnly, "EMAIL_NOT_VERIFIED");
  if (contract.access === "moderator" && viewer.role === "member") throw errors.forbidden(ERROR_TEXT.forbidden, "ROLE_REQUIRED");
  if (contract.access === "admin" && viewer.role !== "admin") throw errors.forbidden(ERROR_TEXT.forbidden, "ROLE_REQUIRED");
  if (contract.access === "moderator" || contract.access === "admin") requireStaffTwoFactor(viewer);
  if (contract.reauth) requireRecentProof(viewer);
  return viewer;
}

/**
 * The page door: a page action's fields (one flat object, as a form sends them) checked by the
 * contract's own schemas, the caller by its guard; audited and its cache effect declared as the
 * API route's would be.
 */
export async function runAction<C extends RouteContract>(
  ctx: AppContext,
  action: WriteAction<C>,
  fields: Record<string, unknown>,
  tools: ActionTools,
): Promise<ContractData<C>> {
  const { contract } = action;
  const member = guard(contract, tools);
  if (isAudited(contract)) tools.operatorWrite(contract);
  const input = {
    params: contract.params ? contract.params.parse(fields) : {},
    query: contract.querystring ? contract.querystring.parse(fields) : {},
    body: contract.body ? contract.body.parse(fields) : undefined,
  } as ActionInput<C>;
  const result = await action.run(ctx, member as MemberOf<C>, input, tools);
  tools.changed(invalidationFor(contract.changes ?? "everything", { params: input.params, body: input.body, member }));
  return result;
}

/** Every page-reachable write by its key ("METHOD /path"), for `services.write`. */
export type ActionRegistry<A extends readonly WriteAction[]> = {
  [K in A[number] as RouteKey<K["contract"]>]: K;
};
