// The writing page's series choice (docs/product/series.md §2): one of the member's series, or
// none. A new post joins the chosen series (at its end) once it is published; an existing post
// moves at once when the choice changes. Shown only to a member who has a series.
import { useEffect, useState, type ReactNode } from "react";
import type { MySeries } from "../../../server/modules/series/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { SERIES_TEXT } from "./text";
import "../../styles/series.css";

export interface SeriesPick {
  /** The field, or null while loading or when the member has no series. */
  field: ReactNode;
  /** After a new post is published: puts it in the chosen series (a failure is told, the post stays published). */
  apply(boardNo: number): Promise<void>;
}

export function useSeriesPick(editing: number | null): SeriesPick {
  const t = useT();
  const ui = useUi();
  const [mine, setMine] = useState<MySeries | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void api("GET /api/series/mine", {}, { signal: controller.signal }).then((result) => {
      if (!result.ok) return;
      setMine(result.data);
      if (editing !== null) setChosen(result.data.posts.find((p) => p.boardNo === editing)?.seriesNo ?? null);
    });
    return () => controller.abort();
  }, [editing]);

  const put = async (boardNo: number, seriesNo: number | null) => {
    const result = await api("PUT /api/series/post/:boardNo", { params: { boardNo }, body: { seriesNo } });
    return result.ok ? null : result.message;
  };

  const change = async (value: string) => {
    const seriesNo = value ? Number(value) : null;
    if (editing === null) {
      setChosen(seriesNo);
      return;
    }
    const before = chosen;
    setChosen(seriesNo);
    setBusy(true);
    const refusal = await put(editing, seriesNo);
    setBusy(false);
    if (refusal) {
      setChosen(before);
      ui.toast(refusal);
    } else ui.toast(SERIES_TEXT.saved, "blue");
  };

  const field =
    mine && mine.series.length ? (
      <label className="series-pick" htmlFor="series-pick">
        <span>{t(SERIES_TEXT.pick)}</span>
        <select
          id="series-pick"
          data-testid="series-pick"
          value={chosen ?? ""}
          disabled={busy}
          onChange={(event) => void change(event.target.value)}
        >
          <option value="">{t(SERIES_TEXT.pickNone)}</option>
          {mine.series.map((series) => (
            <option key={series.seriesNo} value={series.seriesNo}>
              {series.title}
            </option>
          ))}
        </select>
        {editing === null ? <small>{t(SERIES_TEXT.pickHint)}</small> : null}
      </label>
    ) : null;

  return {
    field,
    async apply(boardNo) {
      if (editing !== null || chosen === null) return;
      const refusal = await put(boardNo, chosen);
      if (refusal) ui.toast(t(SERIES_TEXT.pickFailed, { reason: refusal }));
    },
  };
}
