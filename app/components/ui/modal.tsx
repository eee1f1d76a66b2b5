// The confirmation modal (docs/product/platform.md §5): sizes large (min 400, width 588, max 1000, max height
// 650) and small (328); footers leftRightAlign or topBottomAlign (optionally reversed);
// button styles white, blue, blue outlined, red.
import { isValidElement, useRef, type ReactNode } from "react";
import { useT, type Showable } from "../../lib/i18n";
import { buttonClass, type ButtonVariant } from "./button";
import { useDialogFocus } from "./dialog-focus";

export type ModalButtonStyle = ButtonVariant;

export interface ModalButton {
  label: Showable;
  style?: ModalButtonStyle;
  /** Return false to keep the modal open. */
  onClick?: () => void | boolean;
}

export interface ModalSpec {
  /** docs/product modal id (modalSuggestUpload, modalAlarm …). */
  id: string;
  title?: Showable;
  /** A text (resolved in the page's language) or the modal's own content. */
  body?: Showable | ReactNode;
  size?: "large" | "small";
  footer?: "leftRightAlign" | "topBottomAlign";
  reverse?: boolean;
  buttons: ModalButton[];
}

export function Modal({ spec, onClose }: { spec: ModalSpec; onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const t = useT();
  useDialogFocus(dialogRef, onClose);

  const footerClass = ["modal-footer", spec.footer ?? "leftRightAlign", spec.reverse ? "reverse" : ""].filter(Boolean).join(" ");
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        id={spec.id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={spec.title ? `${spec.id}-title` : undefined}
        className={`modal ${spec.size === "large" ? "modal-large" : "modal-small"}`}
      >
        {spec.title ? (
          <h2 className="modal-title" id={`${spec.id}-title`}>
            {t(spec.title)}
          </h2>
        ) : null}
        {spec.body ? <div className="modal-body">{isText(spec.body) ? t(spec.body) : (spec.body as ReactNode)}</div> : null}
        {/* A modal whose body carries its own form and buttons passes no buttons. */}
        {spec.buttons.length === 0 ? null : (
          <div className={footerClass}>
            {spec.buttons.map((button) => (
              <button
                key={t(button.label)}
                type="button"
                className={buttonClass(button.style)}
                onClick={() => {
                  if (button.onClick?.() !== false) onClose();
                }}
              >
                {t(button.label)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** A catalogue text (an object with ko and en), as opposed to a React element. */
function isText(value: unknown): value is Showable {
  return (
    typeof value === "string" || (typeof value === "object" && value !== null && !isValidElement(value) && "ko" in value && "en" in value)
  );
}
