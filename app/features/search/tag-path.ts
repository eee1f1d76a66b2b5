// The tag page's address (/tag/{tag}, /m/tag/{tag}), apart from the tag chips' words: a post's
// tags link there without loading the lists' catalogue.
export function tagPath(tag: string, mobile: boolean): string {
  return `${mobile ? "/m" : ""}/tag/${encodeURIComponent(tag)}`;
}
