// /upload and /m/upload (docs/product/writing.md): the writing page in the upload layout. With
// ?permaLink=&boardNo= it edits the member's own post (수정하기): an editor post in the writing
// page, a document post in the document form (its fields; the file stays). The editor is imported
// here only, so its code loads with this route and never on the post page.
import { data, Link, redirect, useLoaderData, useSearchParams, type MetaFunction } from "react-router";
import { say, type Language, type Localized } from "../../core/i18n";
import { WRITING_MSG } from "../../core/writing";
import { buttonClass } from "../components/ui/button";
import { LogoMark } from "../components/ui/icons";
import type { EditableDocumentPost } from "../../server/modules/documents/types";
import { DocumentEditForm } from "../features/documents/document-edit-form";
import { DocumentUploadForm } from "../features/documents/document-upload-form";
import "../styles/upload.css";
import "../styles/ai-editor.css";
import { loginRedirectFor } from "../layouts/member-guard";
import { useIsMobile } from "../lib/device";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import { useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import { UPLOAD } from "../features/upload/text";
import { RefusedNotice, UnverifiedNotice, UploadForm, type UploadFormData } from "../features/upload/upload-page";

type UploadLoaderData =
  | { kind: "unverified" }
  | { kind: "refused"; message: string; permaLink: string }
  | { kind: "document-edit"; post: EditableDocumentPost }
  | ({ kind: "form" } & UploadFormData);

/** A service refusal, its message in the page's language where it has both. */
function appErrorOf(error: unknown, language: Language): { status: number; errorId: string; message: string } | null {
  if (
    error instanceof Error &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { errorId?: unknown }).errorId === "string"
  ) {
    const e = error as Error & { status: number; errorId: string; localized?: Localized | null };
    return { status: e.status, errorId: e.errorId, message: e.localized ? e.localized[language] : e.message };
  }
  return null;
}

export async function loader({ request, context }: LoaderArgs): Promise<UploadLoaderData> {
  const url = new URL(request.url);
  const viewer = context.viewer;
  if (!viewer) throw redirect(loginRedirectFor(url));
  if (viewer.emailCertYn !== "Y") return { kind: "unverified" };
  const boardNoParam = url.searchParams.get("boardNo");
  const permaLink = url.searchParams.get("permaLink") ?? undefined;
  const { writing } = context.services;
  let post = null;
  if (boardNoParam !== null) {
    const boardNo = Number(boardNoParam);
    if (!Number.isSafeInteger(boardNo) || boardNo < 1) throw data(say(WRITING_MSG.postNotFound, context.language), { status: 404 });
    try {
      post = await writing.postForEdit(viewer, boardNo, permaLink);
    } catch (error) {
      const e = appErrorOf(error, context.language);
      if (!e) throw error;
      if (e.errorId === "OFFICE_SHARE_EDIT_REFUSED") return { kind: "refused", message: e.message, permaLink: permaLink ?? "" };
      throw data(e.message, { status: e.status });
    }
  }
  if (post && post.type === "updDocs") return { kind: "document-edit", post };
  const [state, drafts] = await Promise.all([writing.state(viewer), writing.drafts(viewer)]);
  return {
    kind: "form",
    mode: post ? "edit" : "upload",
    userKey: viewer.userId,
    policyAgreed: state.policyAgreed,
    drafts,
    post,
  };
}

/** The document form saves here (the editor form publishes through the API, its drafts with keepalive). */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.writing.editDocument(input, tools));
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  privateMeta(
    matches,
    loaded && ((loaded.kind === "form" && loaded.mode === "edit") || loaded.kind === "document-edit") ? UPLOAD.titleEdit : UPLOAD.titleNew,
  );

export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  // The form owns its state once loaded: only another post (or a new page) loads again, never
  // a background revalidation that would reset what is being typed.
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

/** ?type=updDocs: the document post (one file, converted into pages after publishing); with a
 * document post to edit, its fields (the file stays). */
function DocumentUpload({ mobile, policyAgreed, editing }: { mobile: boolean; policyAgreed: boolean; editing?: EditableDocumentPost }) {
  const prefix = mobile ? "/m" : "";
  const t = useT();
  return (
    <div className={mobile ? "upload-page upload-page-mobile" : "upload-page"}>
      <header className="upload-header">
        <div className="upload-header-inner">
          <Link to={prefix || "/"} className="logo upload-logo" aria-label={t(UPLOAD.homeOf)}>
            <LogoMark />
          </Link>
          <h1 className="upload-title">
            {t(
              editing?.document.status === "review" ? UPLOAD.briefingDraftTitle : editing ? UPLOAD.documentEditTitle : UPLOAD.documentTitle,
            )}
          </h1>
          <span className="upload-spacer" />
          {editing ? null : (
            <Link to={`${prefix}/upload`} className={`${buttonClass("white", { size: "sm" })} upload-type-switch`}>
              {t(UPLOAD.switchToEditor)}
            </Link>
          )}
        </div>
      </header>
      <div className="upload-body">
        {editing ? <DocumentEditForm post={editing} mobile={mobile} /> : <DocumentUploadForm mobile={mobile} policyAgreed={policyAgreed} />}
      </div>
    </div>
  );
}

export default function UploadRoute() {
  const loaded = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  if (loaded.kind === "unverified") return <UnverifiedNotice mobile={mobile} />;
  if (loaded.kind === "refused") return <RefusedNotice message={loaded.message} permaLink={loaded.permaLink} mobile={mobile} />;
  if (loaded.kind === "document-edit")
    return <DocumentUpload key={`edit-${loaded.post.boardNo}`} mobile={mobile} policyAgreed editing={loaded.post} />;
  if (loaded.mode === "upload" && params.get("type") === "updDocs")
    return <DocumentUpload mobile={mobile} policyAgreed={loaded.policyAgreed} />;
  // A new key per post/new page, so switching from editing to writing starts a fresh form.
  return <UploadForm key={loaded.post ? `edit-${loaded.post.boardNo}` : "new"} data={loaded} mobile={mobile} />;
}
