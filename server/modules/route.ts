// Every API route is one contract, declared beside its module (modules/<domain>/schema.ts):
// method and path, who may call it, its OpenAPI tags and summary, its inputs and the schema of
// the `data` its envelope carries. `addRoute` registers a contract with its handler:
//
// - who may call it is checked before its input is (a visitor learns nothing about a member
//   route's fields), with the same refusals everywhere; the handler then gets the caller as a
//   typed `request.member` (docs/decisions/0009, 0141);
// - the answer is serialized through the response schema, so a field the contract does not
//   name never leaves the server;
// - the handler returns the data and the contract's success code wraps it in the envelope.
//
// The server refuses to start with an /api route registered any other way. The browser calls
// the same contracts through app/lib/api.ts, typed from modules/api-contract.ts.
import type { Text } from "../../core/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { SUCCESS_CODE, ok } from "../lib/envelope";
import { errors } from "../lib/errors";
import { requireMember, requireRole, requireVerified } from "./auth/plugin";
import { requireRecentProof } from "./auth/two-factor-guards";
import type { Viewer } from "./auth/types";
import type { Changes } from "./cache-changes";
import { shareWithVisitors, type SharedTags } from "./shared-answers";

export type Access =
  /** Anyone, signed in or not. */
  | "public"
  /** A signed-in member ('회원만 이용 가능합니다.', 401). */
  | "member"
  /** A member with a verified e-mail ('이메일 인증 회원만 이용가능합니다.', 403). */
  | "verified"
  /** A moderator (or admin) ('접근 권한이 없습니다.', 403). */
  | "moderator"
  /** An admin only ('접근 권한이 없습니다.', 403): granting and revoking the moderator role. */
  | "admin";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The envelope's success code: "20000", or the number docs/product names for the call (0; ranking 0, -1, -2). */
export type SuccessCode = typeof SUCCESS_CODE | number | readonly [number, ...number[]];

/** An answer outside the envelope: a redirect, a file, an empty 204. */
export interface RawAnswer {
  readonly raw: { readonly status: number; readonly description: string };
}

export function rawAnswer(status: number, description: string): RawAnswer {
  return { raw: { status, description } };
}

export interface RouteContract {
  readonly method: HttpMethod;
  /** Fastify's path, `:name` for a path parameter. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /**
   * What a write changes on the shared pages the page cache keeps (cache-changes.ts): every
   * write declares it, whichever door it comes through (the API, a page action).
   */
  readonly changes?: Changes;
  readonly tags: readonly string[];
  /** Korean summary for /api/docs. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  /** The JSON body, checked before the handler (unless `upload`). */
  readonly body?: z.ZodType;
  /**
   * The route takes multipart/form-data and reads the parts itself. A `body` beside it is the
   * JSON form of the same route, documented and typed here and checked by the handler.
   */
  readonly upload?: true;
  /** The schema of the envelope's `data`, or an answer outside the envelope. */
  readonly response: z.ZodType | RawAnswer;
  /** Default "20000". */
  readonly code?: SuccessCode;
  /** The refusal to visitors, when it must say more than '회원만 이용 가능합니다.'. */
  readonly loginMessage?: Text;
  /**
   * An act on money or the account: a member with two-step sign-in proves it is them again when
   * the session's last proof is older than 10 minutes (two-factor/guards.ts).
   */
  readonly reauth?: true;
}

/** Declares a contract, keeping its method and path as literal types for the browser client. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** "METHOD /path", the name of a route in the access matrix, the cache effects and the client. */
export type RouteKey<C extends RouteContract> = `${C["method"]} ${C["path"]}`;

type Input<C, K extends string, Fallback> = C extends { readonly [P in K]: infer S extends z.ZodType } ? z.output<S> : Fallback;

/** What the handler's request carries: the checked inputs and, past the guard, the member. */
export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: Input<C, "params", Record<string, never>>;
  Querystring: Input<C, "querystring", Record<string, never>>;
  Body: C extends { readonly upload: true } ? unknown : Input<C, "body", unknown>;
}> &
  (C["access"] extends "public" ? unknown : { readonly member: Viewer });

/** The `data` a handler hands back (before serialization). */
export type ContractData<C extends RouteContract> = C["response"] extends z.ZodType ? z.output<C["response"]> : never;

export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<C["response"] extends z.ZodType ? ContractData<C> | FastifyReply : FastifyReply>;

const GUARDS: Record<Exclude<Access, "public">, (request: FastifyRequest) => Promise<Viewer>> = {
  member: requireMember,
  verified: requireVerified,
  moderator: (request) => requireRole(request, "moderator"),
  admin: (request) => requireRole(request, "admin"),
};

/** One operator write, as the audit log keeps it (docs/decisions/0168). */
export interface OperatorWrite {
  actor: Viewer;
  /** "METHOD /path" of the contract. */
  action: string;
  method: HttpMethod;
  route: string;
  params: unknown;
  body: unknown;
  upload: boolean;
  ip: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Records an operator write in the audit log; decorated before the modules register. */
    recordOperatorWrite: (write: OperatorWrite) => Promise<void>;
  }
}

/** Writes by moderators and admins are audited, whichever module declares them. */
export function isAudited(contract: Pick<RouteContract, "access" | "method">): boolean {
  return (contract.access === "moderator" || contract.access === "admin") && contract.method !== "GET";
}

function isRaw(response: z.ZodType | RawAnswer): response is RawAnswer {
  return "raw" in response;
}

function codeSchema(code: SuccessCode): z.ZodType {
  return typeof code === "object" ? z.literal(code) : z.literal(code);
}

/** The route's answers as Fastify serializes and /api/docs shows them. */
function responseSchemas(contract: RouteContract): Record<number, z.ZodType> {
  if (isRaw(contract.response)) return { [contract.response.raw.status]: z.null().describe(contract.response.raw.description) };
  return {
    200: z
      .object({ code: codeSchema(contract.code ?? SUCCESS_CODE), data: contract.response, errorMsg: z.null() })
      .describe("성공: { code, data, errorMsg }"),
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route: set by addRoute from its contract. */
    access?: Access;
    /** What the route's write changes on shared pages: set by addRoute from its contract. */
    changes?: Changes;
  }
}

/** Route options beside the contract: the server's own concerns, not the API's. */
export interface RouteOptions {
  /** Bytes a body may have, when a route takes more than the server's default. */
  bodyLimit?: number;
  /**
   * A public read whose answer is the same for every visitor: kept in the page cache under the
   * tags of what it shows and answered from there (shared-answers.ts, docs/decisions/0175).
   */
  sharedWithVisitors?: SharedTags;
}

/** Registers a contract's route with its handler (see the top of this file). */
export function addRoute<const C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: RouteOptions = {},
): void {
  const { access, loginMessage } = contract;
  if (contract.method !== "GET" && contract.changes === undefined) {
    throw new Error(`${contract.method} ${contract.path}: a write declares what it changes on shared pages (changes: cache-changes.ts)`);
  }
  const guard = access === "public" ? null : GUARDS[access];
  const documentedBody = contract.body && contract.upload;
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...contract.tags],
    summary: contract.summary,
    "x-access": access,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.querystring ? { querystring: contract.querystring } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.upload ? { consumes: contract.body ? ["application/json", "multipart/form-data"] : ["multipart/form-data"] } : {}),
    response: responseSchemas(contract),
  };
  const success = contract.code ?? SUCCESS_CODE;
  const raw = isRaw(contract.response);
  const audited = isAudited(contract);
  if (audited && !app.hasDecorator("recordOperatorWrite")) {
    throw new Error(`${contract.method} ${contract.path}: operator writes need the audit log (decorate recordOperatorWrite first)`);
  }
  const audit = (request: FastifyRequest) =>
    app.recordOperatorWrite({
      actor: (request as unknown as { member: Viewer }).member,
      action: `${contract.method} ${contract.path}`,
      method: contract.method,
      route: contract.path,
      params: request.params,
      body: contract.upload ? null : request.body,
      upload: Boolean(contract.upload),
      ip: request.ip,
    });
  const hooks = { onRequest: [] as unknown[], onSend: [] as unknown[] };
  if (options.sharedWithVisitors) {
    if (contract.method !== "GET" || access !== "public") {
      throw new Error(`${contract.method} ${contract.path}: only public reads may be shared with visitors`);
    }
    shareWithVisitors(app, hooks, options.sharedWithVisitors);
  }
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    config: { access, ...(contract.changes !== undefined ? { changes: contract.changes } : {}) },
    ...(hooks.onRequest.length ? { onRequest: hooks.onRequest as never, onSend: hooks.onSend as never } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // An upload route's JSON form is checked by its handler: a multipart stream is no JSON body.
    ...(documentedBody
      ? {
          validatorCompiler: (route: { schema: unknown; httpPart?: string }) =>
            route.httpPart === "body"
              ? (data: unknown) => ({ value: data })
              : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
        }
      : {}),
    ...(guard
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (loginMessage && !(await request.viewer())) throw errors.unauthorized(loginMessage, "LOGIN_REQUIRED");
            const member = await guard(request);
            if (contract.reauth) requireRecentProof(member);
            (request as unknown as { member: Viewer | null }).member = member;
          },
        }
      : {}),
    handler: async (request, reply) => {
      const result = await handler(request as unknown as ContractRequest<C>, reply);
      // The operator's change is done: the audit row is written before the answer leaves, so an
      // operator never sees a success the log does not hold (docs/decisions/0168).
      if (audited && reply.statusCode < 300) await audit(request);
      // A handler that answered itself (a redirect, a stream) returns the reply, which is a thenable:
      // awaiting it resolves with nothing once the answer has gone — or once the client went away
      // mid-stream (a video player drops its range requests as it seeks), when the reply is not
      // "sent" yet its headers are. Nothing more may be sent then: an envelope sent after a
      // video's headers failed as a 500 ("invalid payload type") and broke the player.
      if (raw || reply.sent || reply.raw.headersSent) return undefined;
      return ok(result, typeof success === "object" ? success[0] : success);
    },
  });
}

/**
 * Stops the start when an /api route was registered without a contract (so without a level of
 * access and a response schema). Register before the modules.
 */
export function refuseRoutesWithoutContract(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
    if (route.config?.access) return;
    const methods = Array.isArray(route.method) ? route.method.join(",") : route.method;
    throw new Error(`${methods} ${route.url}: register /api routes with addRoute and a contract (server/modules/route.ts)`);
  });
}
