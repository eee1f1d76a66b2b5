// Formulas in the editor (docs/product/writing.md §16, decision 0218): an inline formula and a
// formula block, each an atom holding its TeX source. They are written out in the stored form,
// <span data-math="inline">TeX</span> and <div data-math="block">TeX</div>, and read back from
// it. In the editor each shows a live preview typeset by KaTeX, which the writing page loads only
// once a formula is there (a dynamic import); until then, and for a formula that does not parse,
// the source shows.
//
// Typed shortcuts: `$x^2$` becomes an inline formula (not when the text inside starts or ends
// with a space, so prices like "$5 and $6" stay text); `$$x^2$$` alone in a paragraph becomes a
// formula block.
import { InputRule, mergeAttributes, Node } from "@tiptap/core";
import type KatexModule from "katex";
import { MATH, type MathDisplay } from "../../../core/code-math";

type Katex = typeof KatexModule;

let katexLoad: Promise<Katex> | null = null;

/** KaTeX and its style sheet, loaded once, when the writer first uses a formula. */
export function loadKatex(): Promise<Katex> {
  katexLoad ??= Promise.all([import("katex"), import("katex/dist/katex.min.css")]).then(([module]) => module.default);
  // A failed load (offline) may be tried again.
  katexLoad.catch(() => (katexLoad = null));
  return katexLoad;
}

/** Typesets a formula into an element; false when it does not parse (the source is shown then). */
export function typesetInto(katex: Katex, element: HTMLElement, tex: string, display: MathDisplay): boolean {
  try {
    katex.render(tex, element, {
      displayMode: display === "block",
      throwOnError: true,
      trust: false,
      strict: "ignore",
      maxSize: MATH.maxSize,
      maxExpand: MATH.maxExpand,
    });
    return true;
  } catch {
    element.textContent = tex;
    return false;
  }
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    math: {
      /** Puts a formula at the selection (replacing a selected formula). */
      insertMath: (tex: string, display: MathDisplay) => ReturnType;
    };
  }
}

function mathNode(display: MathDisplay) {
  const inline = display === "inline";
  const tag = inline ? "span" : "div";
  return Node.create({
    name: inline ? "inlineMath" : "blockMath",
    group: inline ? "inline" : "block",
    inline,
    atom: true,
    selectable: true,
    draggable: !inline,
    addAttributes() {
      return {
        tex: {
          default: "",
          parseHTML: (element: HTMLElement) => element.textContent ?? "",
          rendered: false,
        },
      };
    },
    parseHTML() {
      return [{ tag: `${tag}[data-math="${display}"]` }];
    },
    renderHTML({ node, HTMLAttributes }) {
      return [tag, mergeAttributes(HTMLAttributes, { "data-math": display }), String(node.attrs.tex)];
    },
    renderText({ node }) {
      return inline ? `$${String(node.attrs.tex)}$` : `$$${String(node.attrs.tex)}$$`;
    },
    addNodeView() {
      return ({ node }) => {
        const dom = document.createElement(tag);
        dom.className = inline ? "editor-math" : "editor-math editor-math-block";
        dom.setAttribute("data-math", display);
        let current = String(node.attrs.tex);
        const draw = () => {
          dom.textContent = current;
          dom.classList.remove("editor-math-error");
          void loadKatex()
            .then((katex) => {
              if (!typesetInto(katex, dom, current, display)) dom.classList.add("editor-math-error");
            })
            .catch(() => undefined);
        };
        draw();
        return {
          dom,
          update(updated) {
            if (updated.type.name !== node.type.name) return false;
            if (String(updated.attrs.tex) !== current) {
              current = String(updated.attrs.tex);
              draw();
            }
            return true;
          },
          // The preview is KaTeX's, not the document's: the editor ignores its changes.
          ignoreMutation: () => true,
        };
      };
    },
    addInputRules() {
      if (inline) {
        return [
          new InputRule({
            find: /(?<![\w$])\$([^\s$](?:[^$]{0,1998}[^\s$])?)\$$/,
            handler: ({ state, range, match }) => {
              state.tr.replaceWith(range.from, range.to, this.type.create({ tex: match[1] }));
            },
          }),
        ];
      }
      return [
        new InputRule({
          find: /^\$\$([^$]{1,2000})\$\$$/,
          handler: ({ state, range, match }) => {
            const tex = (match[1] ?? "").trim();
            const $from = state.doc.resolve(range.from);
            // Only a paragraph that holds nothing else becomes a formula block.
            const alone = $from.parentOffset === 0 && $from.parent.content.size === range.to - range.from;
            if (!tex || $from.parent.type.name !== "paragraph" || !alone) return null;
            state.tr.replaceWith($from.before(), $from.after(), this.type.create({ tex }));
          },
        }),
      ];
    },
  });
}

export const InlineMath = mathNode("inline");
export const BlockMath = mathNode("block").extend({
  addCommands() {
    return {
      insertMath:
        (tex, display) =>
        ({ chain }) =>
          chain()
            .insertContent({ type: display === "inline" ? "inlineMath" : "blockMath", attrs: { tex } })
            .run(),
    };
  },
});
