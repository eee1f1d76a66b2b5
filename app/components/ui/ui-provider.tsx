// Toasts and the modal manager (docs/product/platform.md §5): one modal at a time — opening one closes the
// open one —, page scrolling off while a modal is open, and every modal closed on a
// route change.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { ModalSpec } from "./modal";
import { useT, type Showable } from "../../lib/i18n";

// The modal's code loads the first time one opens.
const Modal = lazy(() => import("./modal").then((m) => ({ default: m.Modal })));

type ToastVariant = "default" | "blue";
interface ToastItem {
  id: number;
  message: Showable;
  variant: ToastVariant;
}

interface UiApi {
  toast(message: Showable, variant?: ToastVariant): void;
  openModal(spec: ModalSpec): void;
  closeModal(): void;
  openModalId: string | null;
}

const UiContext = createContext<UiApi | null>(null);

export function UiProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [modal, setModal] = useState<ModalSpec | null>(null);
  const nextId = useRef(1);
  const location = useLocation();
  const t = useT();

  const toast = useCallback((message: Showable, variant: ToastVariant = "default") => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-2), { id, message, variant }]);
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 2600);
  }, []);
  const openModal = useCallback((spec: ModalSpec) => setModal(spec), []);
  const closeModal = useCallback(() => setModal(null), []);

  // Force-close on route change (not on the first render: a page may open one as it mounts).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setModal(null);
  }, [location.pathname]);

  // No page scrolling behind an open modal.
  useEffect(() => {
    if (!modal) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [modal]);

  const api = useMemo<UiApi>(
    () => ({ toast, openModal, closeModal, openModalId: modal?.id ?? null }),
    [toast, openModal, closeModal, modal],
  );

  return (
    <UiContext.Provider value={api}>
      {children}
      {modal ? (
        <Suspense fallback={null}>
          <Modal spec={modal} onClose={closeModal} />
        </Suspense>
      ) : null}
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((item) => (
          <div key={item.id} className={item.variant === "blue" ? "toast toast-blue" : "toast"}>
            {t(item.message)}
          </div>
        ))}
      </div>
    </UiContext.Provider>
  );
}

export function useUi(): UiApi {
  const api = useContext(UiContext);
  if (!api) throw new Error("useUi outside UiProvider");
  return api;
}
