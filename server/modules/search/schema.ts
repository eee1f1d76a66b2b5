// Search contracts (docs/product/reading.md board service searchBoards, user service searchWord).
import { z } from "zod";
import { SEARCH_TYPES } from "../../../core/search";
import { describes, pageQuery } from "../../lib/schemas";
import { boardCardWith, pageWith } from "../boards/schema";
import { defineRoute } from "../route";
import type { PopularWord, SearchPage } from "./types";

const tags = ["search"];

const wordBody = z.object({
  searchKey: z.string().max(200),
  searchType: z.string().max(20).optional(),
});

const logged = z.object({ logged: z.boolean() });

export const searchApi = {
  searchBoards: defineRoute({
    method: "GET",
    path: "/api/board/searchBoards",
    access: "public",
    tags,
    summary: "게시물 검색 (all, subject, content, tags, user_name)",
    // Matches are counted up to 1,000 (core/search.ts): pages stop there.
    querystring: pageQuery({ size: 16, maxPage: 1000, maxSize: 50 }).extend({
      searchKey: z.string().max(200).default(""),
      searchType: z.string().max(20).optional(),
    }),
    response: describes<SearchPage>()(
      pageWith(boardCardWith({ matchText: z.string() }), {
        totalCountCapped: z.boolean(),
        searchKey: z.string(),
        searchType: z.enum(SEARCH_TYPES),
        choseong: z.boolean(),
      }),
    ),
  }),
  userSearchWord: defineRoute({
    method: "POST",
    path: "/api/user/searchWord",
    access: "public",
    changes: "nothing",
    tags,
    summary: "검색어 기록 (인기 검색어)",
    body: wordBody,
    response: logged,
  }),
  boardSearchWord: defineRoute({
    method: "POST",
    path: "/api/board/searchWord",
    access: "public",
    changes: "nothing",
    tags,
    summary: "검색어 기록 (인기 검색어)",
    body: wordBody,
    response: logged,
  }),
  popularWords: defineRoute({
    method: "GET",
    path: "/api/board/popularSearchWords",
    access: "public",
    tags,
    summary: "인기 검색어 (최근 7일)",
    response: z.array(describes<PopularWord>()(z.object({ word: z.string(), count: z.number() }))),
  }),
};
