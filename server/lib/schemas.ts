// Route input pieces every module shares, written once: a post's number, the other row
// numbers, a member's public id, a permalink and the page query. One bound each, so the same
// value is accepted or refused alike on every route. Also `describes<T>()`, which ties a
// response schema to the type its service returns, at compile time.
import { z } from "zod";

// ---------------------------------------------------------------- numbers

/**
 * A number of a bigint column (posts, comments, notifications, reports' targets): any positive
 * integer a JavaScript number holds exactly. Coerced, since paths and queries are text; typed
 * as a number for callers.
 */
export const bigintNo = z.coerce.number<number>().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A number of an integer column (sessions, seasons, drafts, banners, fixed notices). */
export const intNo = z.coerce.number<number>().int().positive().max(2_147_483_647);

/** A post's number (boards.board_no). */
export const boardNo = bigintNo;
export const boardNoParams = z.object({ boardNo });
export const boardNoQuery = z.object({ boardNo });
export const boardNoBody = z.object({ boardNo });

// ---------------------------------------------------------------- members and posts

/** A member's public id as others send it; an unknown one is answered by the lookup (404). */
export const userId = z.string().max(64);

/** A post's permalink (the part after /d/). */
export const permaLink = z.string().min(1).max(64);

// ---------------------------------------------------------------- texts

/** A text the server sends in both languages (labels, notes); the page shows its own language. */
export const localized = z.object({ ko: z.string(), en: z.string() });

// ---------------------------------------------------------------- pages

/** Pages of a list: page from 1, size up to `maxSize`; defaults per list. */
export function pageQuery(options: { size: number; maxPage?: number; maxSize?: number }) {
  return z.object({
    page: countQuery(options.maxPage ?? 10_000).default(1),
    size: countQuery(options.maxSize ?? 100).default(options.size),
  });
}

/** How many items a list or ranking answers, from 1 to `max` (e.g. `resultCnt`, a cursor page's `size`, `days`). */
export function countQuery(max: number) {
  return z.coerce.number<number>().int().min(1).max(max);
}

/** The common list: 16 a page. */
export const listPageQuery = pageQuery({ size: 16 });

// ---------------------------------------------------------------- response schemas

/** T with every field required at every depth, so a field missing on either side shows. */
type Filled<T> = T extends readonly (infer U)[] ? Filled<U>[] : T extends object ? { -readonly [K in keyof T]-?: Filled<T[K]> } : T;

/** A and B carry the same fields of the same types (each assignable to the other, filled). */
export type SameShape<A, B> = [Filled<A>] extends [Filled<B>] ? ([Filled<B>] extends [Filled<A>] ? true : false) : false;

/**
 * Ties a response schema to the type a service returns: the schema must name exactly T's
 * fields with T's types, or the build fails. A field a service adds later is then either
 * declared (and sent) or the build says so, instead of being dropped or leaked silently.
 *
 *   export const likeState = describes<LikeState>()(z.object({ … }));
 */
export function describes<T>() {
  return <S extends z.ZodType>(
    schema: S & (SameShape<z.output<S>, T> extends true ? unknown : { "the schema does not describe": T; "it describes": z.output<S> }),
  ): S => schema;
}
