// The profile-picture NFT as the member's avatar (docs/product/wallet.md §6): the token's image
// (on-chain metadata: an SVG or PNG data: URL, or an https address) drawn once as a small WebP in
// the file store, so every list shows a 160-pixel file rather than carrying the whole SVG in
// each row. The key holds a digest of the image: a token whose image changes gets a new file.
import crypto from "node:crypto";
import sharp from "sharp";
import type { AppContext } from "../../../context";

/** Pixels of the avatar file's side (avatars show at most 96 px, twice for sharp screens). */
const AVATAR_SIDE = 160;
/** A data: image bigger than this is not drawn (on-chain metadata is a few kilobytes). */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The bytes of a data: URL (base64 or percent-encoded), or null when it is not an image. */
function dataImageBytes(image: string): Buffer | null {
  const match = /^data:image\/(?:svg\+xml|png|jpeg|webp|gif)(;base64)?,(.*)$/s.exec(image);
  if (!match) return null;
  const bytes = match[1] ? Buffer.from(match[2]!, "base64") : Buffer.from(decodeURIComponent(match[2]!), "utf8");
  return bytes.length > 0 && bytes.length <= MAX_IMAGE_BYTES ? bytes : null;
}

/**
 * The avatar address for a token's image: a file written once per image, the https address
 * itself, or null (no image, or one that cannot be drawn: the member keeps their own photo).
 */
export async function pfpAvatar(ctx: AppContext, tokenId: string, image: string | null): Promise<string | null> {
  if (!image) return null;
  if (/^https:\/\//.test(image)) return image;
  const bytes = dataImageBytes(image);
  if (!bytes) return null;
  const digest = crypto.createHash("sha256").update(image).digest("hex").slice(0, 12);
  const key = `avatars/pfp/${tokenId.replace(/\D/g, "").slice(0, 80)}-${digest}.webp`;
  try {
    if (!(await ctx.files.exists(key))) {
      const webp = await sharp(bytes, { limitInputPixels: 4096 * 4096 })
        .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: "cover" })
        .webp({ quality: 88 })
        .toBuffer();
      await ctx.files.put(key, webp, "image/webp");
    }
    return ctx.files.urlOf(key);
  } catch (error) {
    ctx.logger.warn({ err: error, tokenId }, "the NFT image could not be drawn as an avatar");
    return null;
  }
}
