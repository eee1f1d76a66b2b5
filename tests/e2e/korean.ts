// Finding Korean left on a page shown in English: visible text and the labels a screen reader
// reads, inside the given parts of the page. The language switch's own 한국어 (lang="ko") aside.
import type { Page } from "playwright-core";

export const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/** Visible text with Hangul inside the given parts of the page, the lang="ko" switch button aside. */
export async function koreanIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, pattern }) => {
      const re = new RegExp(pattern);
      const found: string[] = [];
      for (const root of Array.from(document.querySelectorAll(selector))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          const el = node.parentElement;
          const text = (node.textContent ?? "").trim();
          if (!text || !el || el.closest('[lang="ko"]')) continue;
          const style = getComputedStyle(el);
          if (style.display === "none" || style.visibility === "hidden") continue;
          if (re.test(text)) found.push(text);
        }
        for (const el of Array.from(root.querySelectorAll("[aria-label],[placeholder],[title]"))) {
          if (el.closest('[lang="ko"]')) continue;
          for (const attr of ["aria-label", "placeholder", "title"]) {
            const value = el.getAttribute(attr);
            if (value && re.test(value)) found.push(`${attr}=${value}`);
          }
        }
      }
      return found;
    },
    { selector, pattern: HANGUL.source },
  );
}
