// Terms contracts (docs/product/accounts.md board service): a version of the terms or privacy policy with the
// version list and what the member still has to consent to; consenting.
import { z } from "zod";
import { describes } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { PendingTerms, TermsDocument, TermsVersionInfo } from "./types";

const tags = ["board"];
const kind = z.enum(["terms", "privacy"]);
const version = z.string().regex(/^\d{6}$/);

const versionFields = {
  kind,
  version: z.string(),
  title: z.string(),
  effectiveDate: z.string(),
  status: z.enum(["current", "upcoming", "past"]),
};

export const termsApi = {
  terms: defineRoute({
    method: "GET",
    path: "/api/board/terms",
    access: "public",
    tags,
    summary: "이용약관·개인정보 처리방침 (a version, the version list, and what the member still has to consent to)",
    querystring: z.object({ kind: kind.default("terms"), version: version.optional() }),
    response: z.object({
      document: describes<TermsDocument>()(
        z.object({ ...versionFields, summary: z.string(), body: z.string(), requiresConsent: z.boolean() }),
      ),
      versions: z.array(describes<TermsVersionInfo>()(z.object(versionFields))),
      pending: z.array(describes<PendingTerms>()(z.object({ ...versionFields, summary: z.string() }))),
      needsTermsUpdate: z.boolean(),
    }),
  }),
  consent: defineRoute({
    method: "POST",
    path: "/api/board/terms/update",
    access: "member",
    changes: "nothing",
    tags,
    summary: "변경 약관 동의 (every pending version must be listed)",
    body: z.object({ terms: z.array(z.object({ kind, version })).min(1).max(10) }),
    response: z.object({ needsTermsUpdate: z.boolean() }),
  }),
};
