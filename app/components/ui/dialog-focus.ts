// Keyboard behaviour every dialog of the site shares (WCAG 2.4.3, 2.1.2; docs/product/accessibility.md):
// focus moves into the dialog when it opens, Tab and Shift+Tab stay inside it, Escape closes
// it, and focus returns to what opened it when it closes. With dialogs stacked (a confirmation
// over the drafts panel) only the top one answers the keyboard.
import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The open dialogs, the newest last. */
const stack: HTMLElement[] = [];

/** What the keyboard can reach inside `box`, in order (hidden ones left out). */
export function focusableIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest("[inert]"));
}

export interface DialogFocusOptions {
  /**
   * Where focus goes on opening: the first control (default), the dialog itself (it needs
   * tabIndex -1), or the first element matching a selector (the field the dialog is for).
   */
  initial?: "first" | "dialog" | string;
  /** Escape closes (default true). */
  escape?: boolean;
}

export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void, options: DialogFocusOptions = {}): void {
  const close = useRef(onClose);
  close.current = onClose;
  const { initial = "first", escape = true } = options;
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(box);
    const first =
      initial === "first"
        ? focusableIn(box)[0]
        : initial === "dialog"
          ? undefined
          : (box.querySelector<HTMLElement>(initial) ?? focusableIn(box)[0]);
    (first ?? box).focus();

    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== box || event.isComposing) return;
      if (event.key === "Escape" && escape) {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(box);
      if (items.length === 0) {
        event.preventDefault();
        box.focus();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && box.contains(active);
      if (event.shiftKey && (active === head || active === box || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      stack.splice(stack.indexOf(box), 1);
      // Back to the opener, unless the page moved focus somewhere on purpose meanwhile.
      const active = document.activeElement;
      const lost = !active || active === document.body || box.contains(active) || !active.isConnected;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [ref, initial, escape]);
}
