import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { processImage, sniffImage } from "./images";

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 49, g: 130, b: 246 } } })
    .png()
    .toBuffer();

describe("images", () => {
  it("recognises images by their bytes, not their names", async () => {
    expect(sniffImage(await png(4, 4))).toBe("png");
    expect(
      sniffImage(
        await sharp(await png(4, 4))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe("jpeg");
    expect(
      sniffImage(
        await sharp(await png(4, 4))
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(sniffImage(Buffer.from("GIF89a......"))).toBe("gif");
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImage(Buffer.from("%PDF-1.7"))).toBeNull();
  });

  it("resizes to the longest side, re-encodes to WebP and never enlarges", async () => {
    const big = await processImage(await png(3000, 1500), { maxBytes: 5_000_000, maxSide: 1200 });
    expect([big.width, big.height]).toEqual([1200, 600]);
    expect(sniffImage(big.data)).toBe("webp");
    const small = await processImage(await png(300, 200), { maxBytes: 5_000_000, maxSide: 1200 });
    expect([small.width, small.height]).toEqual([300, 200]);
    const square = await processImage(await png(800, 400), { maxBytes: 5_000_000, maxSide: 256, square: true });
    expect([square.width, square.height]).toEqual([256, 256]);
  });

  it("refuses non-images, broken images and oversized uploads with Korean messages", async () => {
    const notImage = await processImage(Buffer.from("%PDF-1.7 …"), { maxBytes: 1000, maxSide: 100 }).catch((e: unknown) => e);
    expect(notImage).toBeInstanceOf(AppError);
    expect((notImage as AppError).message).toBe("이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.");
    const truncated = (await png(50, 50)).subarray(0, 40);
    const broken = await processImage(truncated, { maxBytes: 1000, maxSide: 100 }).catch((e: unknown) => e);
    expect((broken as AppError).message).toBe("이미지 파일이 손상되었거나 열 수 없습니다.");
    const tooBig = await processImage(await png(50, 50), { maxBytes: 10, maxSide: 100 }).catch((e: unknown) => e);
    expect((tooBig as AppError).status).toBe(413);
  });
});
