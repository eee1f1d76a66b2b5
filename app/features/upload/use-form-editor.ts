// The writing page's editor bound to the form: typing updates the form, images dropped or
// pasted upload into it, and content replaced from outside (a draft loaded) is shown.
import { useEffect, useRef, type Dispatch, type RefObject } from "react";
import { replaceContent, useRichEditor } from "./editor";
import type { Action, UploadFormState } from "./form-state";

type RichEditor = ReturnType<typeof useRichEditor>;

export interface FormEditorOptions {
  state: UploadFormState;
  dispatch: Dispatch<Action>;
  /** Filled with the editor, for those that need it outside a render. */
  editorRef: RefObject<RichEditor>;
  placeholder: string;
  label: string;
  insertImages(files: File[]): Promise<void>;
  imageFailed(src: string): void;
}

export function useFormEditor({
  state,
  dispatch,
  editorRef,
  placeholder,
  label,
  insertImages,
  imageFailed,
}: FormEditorOptions): RichEditor {
  const editor = useRichEditor({
    content: state.webEditorContent,
    placeholder,
    label,
    onChange: (html) => dispatch({ type: "content", value: html }),
    onFiles: (files) => void insertImages(files),
    onImageError: imageFailed,
  });
  editorRef.current = editor;

  // Content replaced from outside (a draft loaded, a reset): the editor shows it.
  const shownVersion = useRef(0);
  useEffect(() => {
    if (!editor || shownVersion.current === state.contentVersion) return;
    shownVersion.current = state.contentVersion;
    replaceContent(editor, state.webEditorContent);
  }, [editor, state.contentVersion, state.webEditorContent]);

  return editor;
}
