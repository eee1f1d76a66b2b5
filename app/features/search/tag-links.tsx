// Tag chips that lead to the tag page (/tag/{tag}, /m/tag/{tag}).
import { Link } from "react-router";
import type { Text } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import { tagPath } from "./tag-path";
import { LISTS } from "./text";

export function TopTags({
  tags,
  mobile,
  title = LISTS.topTags,
}: {
  tags: { tag: string; count: number }[];
  mobile: boolean;
  title?: Text;
}) {
  const t = useT();
  if (!tags.length) return null;
  return (
    <section className="top-tags" aria-labelledby="top-tags-title">
      <h2 id="top-tags-title">{t(title)}</h2>
      <ol className="tag-cloud">
        {tags.map((item, i) => (
          <li key={item.tag}>
            <Link to={tagPath(item.tag, mobile)} className="tag-chip">
              <span className="tag-rank">{i + 1}</span>#{item.tag}
              <span className="tag-count" aria-label={t(LISTS.postsCount, { n: item.count })}>
                {item.count}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
