// Marks the words of a search term in a text. The pieces come from the core analyzer and are
// rendered as React text nodes, so whatever a post contains is shown, never run.
import { highlightPieces } from "../../../core/korean-search";

export function Highlight({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightPieces(text, term).map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}
    </>
  );
}
