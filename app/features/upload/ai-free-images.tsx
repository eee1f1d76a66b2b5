// The free-image collection (docs/product/ai.md §2.1): the site's topic covers, images the site's
// staff published in their posts, and the member's own uploads; choosing one puts it into the editor.
import { topicLabel } from "../../../core/topics";
import type { FreeImage } from "../../../server/modules/ai/editor/types";
import { useT } from "../../lib/i18n";
import { AI_TEXT } from "./ai-text";

export function AiFreeImages({ images, onPick }: { images: FreeImage[]; onPick(image: FreeImage, alt: string): void }) {
  const t = useT();
  const covers = images.filter((i) => i.kind === "cover");
  const uploads = images.filter((i) => i.kind === "upload");
  const site = images.filter((i) => i.kind === "site");
  const coverAlt = (image: FreeImage) => t(AI_TEXT.coverAlt, { topic: t(topicLabel(image.label) ?? image.label) });
  const grid = (list: FreeImage[], alt: (image: FreeImage) => string) => (
    <ul className="ai-images">
      {list.map((image) => (
        <li key={image.url}>
          <button type="button" className="ai-image" onClick={() => onPick(image, alt(image))} data-testid="ai-image">
            <img src={image.url} alt={alt(image)} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="ai-free-images">
      <p className="ai-muted">{t(AI_TEXT.imagesHint)}</p>
      <h4>{t(AI_TEXT.covers)}</h4>
      {grid(covers, coverAlt)}
      {site.length ? (
        <>
          <h4>{t(AI_TEXT.siteImages)}</h4>
          {grid(site, (image) => image.label)}
        </>
      ) : null}
      <h4>{t(AI_TEXT.myUploads)}</h4>
      {uploads.length ? grid(uploads, (image) => image.label) : <p className="ai-muted">{t(AI_TEXT.noUploads)}</p>}
    </div>
  );
}
