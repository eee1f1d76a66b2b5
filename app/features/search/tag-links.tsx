// Tag chips that lead to the tag page (/tag/{tag}, /m/tag/{tag}).
import { Link } from "react-router";

export function tagPath(tag: string, mobile: boolean): string {
  return `${mobile ? "/m" : ""}/tag/${encodeURIComponent(tag)}`;
}

export function TopTags({
  tags,
  mobile,
  title = "인기 태그",
}: {
  tags: { tag: string; count: number }[];
  mobile: boolean;
  title?: string;
}) {
  if (!tags.length) return null;
  return (
    <section className="top-tags" aria-labelledby="top-tags-title">
      <h2 id="top-tags-title">{title}</h2>
      <ol className="tag-cloud">
        {tags.map((t, i) => (
          <li key={t.tag}>
            <Link to={tagPath(t.tag, mobile)} className="tag-chip">
              <span className="tag-rank">{i + 1}</span>#{t.tag}
              <span className="tag-count" aria-label={`게시물 ${t.count}개`}>
                {t.count}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
