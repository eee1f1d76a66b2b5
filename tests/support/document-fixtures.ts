// Test documents made in code, so every format the site accepts can be exercised without
// shipping binary files: Korean PDFs (the Nanum font embedded with pdf-lib, or a
// non-embedded Korean CID font that only renders with pdf.js's cMaps and a Korean system
// font), a password-protected PDF (the PDF standard security handler, RC4), DOCX, PPTX and
// HWPX as the zip packages their formats define, HWP 5 as the compound file Hancom writes
// (FileHeader, DocInfo and BodyText records, deflated), and DOC/PPT/encrypted-OOXML
// compound files with the streams the sniffer looks for.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import CFB from "cfb";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { PDFDocument, rgb } from "pdf-lib";
import sharp from "sharp";
import fontkit from "@pdf-lib/fontkit";

export const NANUM_GOTHIC = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf";

/**
 * Whether this machine has the Korean system font (Debian's fonts-nanum; CI installs it).
 * Tests that draw or embed Hangul glyphs need it; on a machine without it they are skipped
 * and the rest of the suite still passes (the README's `npm test` needs no system packages).
 */
export const HAS_KOREAN_FONT = fs.existsSync(NANUM_GOTHIC);

/** Korean sentences for page bodies (pangram first). */
export const KOREAN_LINES = [
  "다람쥐 헌 쳇바퀴에 타고파.",
  "나눔터는 지식을 나누고 보상을 받는 한국어 콘텐츠 플랫폼입니다.",
  "경제 지표를 읽는 법: 금리, 물가, 환율의 관계를 정리합니다.",
  "문서 뷰어는 페이지를 스크롤할 때마다 필요한 이미지만 불러옵니다.",
  "키워드 검색으로 문서 안의 문장을 바로 찾을 수 있습니다.",
];

/**
 * A Korean article in sections (economy: rates, prices, exchange, outlook), for summaries:
 * each section several sentences that share terms, one of them repeated.
 */
export const KOREAN_ARTICLE: string[][] = [
  [
    "금리는 돈을 빌리는 비용이며 중앙은행의 기준금리가 시장 금리의 출발점이 됩니다.",
    "기준금리가 오르면 대출 이자가 늘어 가계의 소비와 기업의 투자가 줄어듭니다.",
    "기준금리가 오르면 대출 이자가 늘어 가계의 소비와 기업의 투자가 줄어듭니다.",
    "예금 금리도 함께 올라 저축이 늘고 시중의 돈이 줄어듭니다.",
  ],
  [
    "물가는 상품과 서비스 가격의 평균적인 수준을 뜻합니다.",
    "물가가 빠르게 오를 때 중앙은행은 기준금리를 올려 물가 상승을 억제합니다.",
    "소비자물가지수는 가계가 자주 사는 품목의 가격 변화를 보여 줍니다.",
  ],
  [
    "환율은 두 나라 통화의 교환 비율이며 수출 기업의 이익에 큰 영향을 줍니다.",
    "원화 가치가 떨어지면 수출 기업의 가격 경쟁력은 높아지지만 수입 물가는 오릅니다.",
    "환율 변동은 금리 차이와 무역 수지에 따라 움직입니다.",
  ],
  [
    "경제 지표는 하나만 보지 말고 금리와 물가와 환율을 함께 읽어야 합니다.",
    "지표 사이의 관계를 알면 뉴스 속 경제 전망을 스스로 판단할 수 있습니다.",
  ],
];

/** Lines cut at spaces to at most `max` characters, as a page lays out a paragraph (PDF pages clip longer lines). */
export function wrapLines(lines: string[], max = 28): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let current = "";
    for (const word of line.split(" ")) {
      if (current && current.length + 1 + word.length > max) {
        out.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    if (current) out.push(current);
  }
  return out;
}

/** The text a page of the generated documents starts with, e.g. "3쪽 제목". */
export const pageHeading = (title: string, n: number) => `${n}쪽 ${title}`;

// ── PDF ────────────────────────────────────────────────────────────────────

let nanumBytes: Buffer | null = null;

/**
 * A Korean PDF with `pages` pages made by pdf-lib with NanumGothic embedded whole
 * (pdf-lib's font subsetting drops Hangul glyphs, so the font is embedded complete: ~2.5 MB).
 */
export async function koreanPdf(options: { pages?: number; title?: string; landscape?: boolean } = {}): Promise<Buffer> {
  const pages = options.pages ?? 3;
  // A4 upright, or a 16:9 slide (as presentations export).
  const [width, height] = options.landscape ? [960, 540] : [595, 842];
  const title = options.title ?? "한글 문서 테스트";
  nanumBytes ??= fs.readFileSync(NANUM_GOTHIC);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(nanumBytes, { subset: false });
  doc.setTitle(title);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 40, y: 40, width: width - 80, height: height - 80, borderColor: rgb(0.85, 0.87, 0.9), borderWidth: 1 });
    page.drawText(pageHeading(title, n), { x: 60, y: height - 82, size: 24, font, color: rgb(0.1, 0.12, 0.16) });
    KOREAN_LINES.forEach((line, i) => {
      page.drawText(line, { x: 60, y: height - 132 - i * 28, size: 14, font, color: rgb(0.2, 0.22, 0.26) });
    });
    page.drawText(`- ${n} -`, { x: width / 2 - 12, y: 60, size: 11, font, color: rgb(0.4, 0.4, 0.45) });
  }
  return Buffer.from(await doc.save());
}

interface PdfObject {
  /** Dictionary source, e.g. "<< /Type /Page … >>". */
  dict: string;
  /** Stream content (the dictionary gets /Length). */
  stream?: Buffer;
}

/** Serialises objects 1..n with a correct cross-reference table. */
function writePdf(objects: PdfObject[], trailerExtra = ""): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const chunks = object.stream
      ? [
          Buffer.from(`${i + 1} 0 obj\n${object.dict.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`)}\nstream\n`, "latin1"),
          object.stream,
          Buffer.from("\nendstream\nendobj\n", "latin1"),
        ]
      : [Buffer.from(`${i + 1} 0 obj\n${object.dict}\nendobj\n`, "latin1")];
    for (const c of chunks) {
      parts.push(c);
      length += c.length;
    }
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}

const utf16Hex = (text: string) => Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase();

/**
 * A small PDF whose Korean text uses a non-embedded font (HYGoThic-Medium, UniKS-UCS2-H).
 * pdf.js needs its cMaps to decode it and a Korean font on the machine to draw it: without
 * them the text vanishes or turns into boxes. A few kB for any number of pages.
 */
export function cidKoreanPdf(
  options: { pages?: number; title?: string; encryptWith?: string; body?: (page: number) => string[] } = {},
): Buffer {
  const pages = options.pages ?? 2;
  const title = options.title ?? "비내장 글꼴 문서";
  // 1 catalog, 2 pages, 3 font, 4 descendant, 5 descriptor, then page + content per page.
  const objects: PdfObject[] = [
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "" },
    { dict: "<< /Type /Font /Subtype /Type0 /BaseFont /HYGoThic-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [4 0 R] >>" },
    {
      dict: "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYGoThic-Medium /CIDSystemInfo << /Registry (Adobe) /Ordering (Korea1) /Supplement 1 >> /DW 1000 /FontDescriptor 5 0 R >>",
    },
    {
      dict: "<< /Type /FontDescriptor /FontName /HYGoThic-Medium /Flags 4 /FontBBox [0 -148 1001 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>",
    },
  ];
  const kids: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const pageObj = objects.length + 1;
    kids.push(`${pageObj} 0 R`);
    const lines = [pageHeading(title, n), ...(options.body?.(n) ?? KOREAN_LINES)];
    const content = [
      "0.85 0.87 0.9 RG 1 w 40 40 515 762 re S 0.1 0.12 0.16 rg",
      ...lines.map((line, i) => `BT /F1 ${i === 0 ? 24 : 14} Tf 60 ${i === 0 ? 760 : 720 - i * 28} Td <${utf16Hex(line)}> Tj ET`),
    ].join("\n");
    objects.push({
      dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObj + 1} 0 R >>`,
    });
    objects.push({ dict: "<< >>", stream: Buffer.from(content, "latin1") });
  }
  objects[1] = { dict: `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>` };
  if (options.encryptWith === undefined) return writePdf(objects);
  return encryptPdf(objects, options.encryptWith);
}

// The PDF standard security handler, revision 2 (40-bit RC4): enough for pdf.js to ask
// for the password, which is what the upload check must notice.
const PASSWORD_PAD = Buffer.from("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A", "hex");

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => crypto.createHash("md5").update(Buffer.concat(parts)).digest();
const padPassword = (password: string) => Buffer.concat([Buffer.from(password, "latin1"), PASSWORD_PAD]).subarray(0, 32);

function encryptPdf(objects: PdfObject[], userPassword: string): Buffer {
  const id = crypto.randomBytes(16);
  const ownerKey = md5(padPassword(`${userPassword}-owner`)).subarray(0, 5);
  const o = rc4(ownerKey, padPassword(userPassword));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-44);
  const key = md5(padPassword(userPassword), o, permissions, id).subarray(0, 5);
  const u = rc4(key, PASSWORD_PAD);
  const objectKey = (n: number) => {
    const suffix = Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255, 0, 0]);
    return md5(key, suffix).subarray(0, 10);
  };
  const encrypted = objects.map((object, i) =>
    object.stream ? { dict: object.dict, stream: rc4(objectKey(i + 1), object.stream) } : object,
  );
  const encryptObj = encrypted.length + 1;
  encrypted.push({
    dict: `<< /Filter /Standard /V 1 /R 2 /O <${o.toString("hex")}> /U <${u.toString("hex")}> /P -44 >>`,
  });
  return writePdf(encrypted, `/Encrypt ${encryptObj} 0 R /ID [<${id.toString("hex")}> <${id.toString("hex")}>] `);
}

// ── OOXML and HWPX zips ─────────────────────────────────────────────────────

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A Word document: a heading and Korean paragraphs per page, pages separated by page breaks. */
export function docx(options: { pages?: number; title?: string } = {}): Buffer {
  const pages = options.pages ?? 2;
  const title = options.title ?? "워드 문서 테스트";
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const para = (text: string, size = 24, bold = false) =>
    `<w:p><w:r><w:rPr><w:rFonts w:ascii="NanumGothic" w:eastAsia="NanumGothic" w:hAnsi="NanumGothic"/>${bold ? "<w:b/>" : ""}<w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
  const body: string[] = [];
  for (let n = 1; n <= pages; n++) {
    body.push(para(pageHeading(title, n), 40, true));
    for (const line of KOREAN_LINES) body.push(para(line));
    if (n < pages) body.push('<w:p><w:r><w:br w:type="page"/></w:r></w:p>');
  }
  const files: Zippable = {
    "[Content_Types].xml": strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/document.xml": strToU8(
      `${XML_HEAD}<w:document ${W}><w:body>${body.join("")}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    ),
  };
  return Buffer.from(zipSync(files));
}

/**
 * A zip bomb dressed as a Word document: a real 3.5 MB document.xml beside an entry of
 * `bombMb` megabytes of zeros (deflated to about a thousandth of it).
 */
export function docxBomb(bombMb = 300): Buffer {
  const real = unzipSync(docx({ pages: 1, title: "폭탄" }));
  const filler = `<w:p><w:r><w:t>${"가나다라 ".repeat(200)}</w:t></w:r></w:p>`;
  const xml = strToU8(
    strFromU8(real["word/document.xml"]!).replace("<w:sectPr", `${filler.repeat(Math.ceil((3.5 * 1024 * 1024) / filler.length))}<w:sectPr`),
  );
  return Buffer.from(
    zipSync({ ...real, "word/document.xml": xml, "word/media/zeros.bin": [new Uint8Array(bombMb * 1024 * 1024), { level: 9 }] }),
  );
}

/** A PowerPoint presentation with one title + text box per slide. */
export function pptx(options: { slides?: number; title?: string } = {}): Buffer {
  const slides = options.slides ?? 2;
  const title = options.title ?? "발표 자료 테스트";
  const P =
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
  const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const rels = (items: [string, string, string][]) =>
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items
      .map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`)
      .join("")}</Relationships>`;
  const spTree = (inner: string) =>
    `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${inner}</p:spTree></p:cSld>`;
  const textBox = (id: number, y: number, size: number, lines: string[]) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="${lines.length * 500000}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${lines
      .map(
        (l) =>
          `<a:p><a:r><a:rPr lang="ko-KR" sz="${size}"><a:latin typeface="NanumGothic"/><a:ea typeface="NanumGothic"/></a:rPr><a:t>${xmlEscape(l)}</a:t></a:r></a:p>`,
      )
      .join("")}</p:txBody></p:sp>`;
  const ct = [
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>',
    '<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/>',
    '<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>',
    '<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>',
  ];
  const files: Zippable = {};
  const slideIds: string[] = [];
  const presRels: [string, string, string][] = [["rId1", "slideMaster", "slideMasters/slideMaster1.xml"]];
  for (let n = 1; n <= slides; n++) {
    ct.push(
      `<Override PartName="/ppt/slides/slide${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    );
    presRels.push([`rId${n + 10}`, "slide", `slides/slide${n}.xml`]);
    slideIds.push(`<p:sldId id="${255 + n}" r:id="rId${n + 10}"/>`);
    files[`ppt/slides/slide${n}.xml`] = strToU8(
      `${XML_HEAD}<p:sld ${P}>${spTree(textBox(2, 457200, 3600, [pageHeading(title, n)]) + textBox(3, 1600200, 2000, KOREAN_LINES))}</p:sld>`,
    );
    files[`ppt/slides/_rels/slide${n}.xml.rels`] = strToU8(rels([["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"]]));
  }
  presRels.push(["rId2", "theme", "theme/theme1.xml"]);
  files["[Content_Types].xml"] = strToU8(
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${ct.join("")}</Types>`,
  );
  files["_rels/.rels"] = strToU8(rels([["rId1", "officeDocument", "ppt/presentation.xml"]]));
  files["ppt/presentation.xml"] = strToU8(
    `${XML_HEAD}<p:presentation ${P}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds.join("")}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  );
  files["ppt/_rels/presentation.xml.rels"] = strToU8(rels(presRels));
  files["ppt/slideMasters/slideMaster1.xml"] = strToU8(
    `${XML_HEAD}<p:sldMaster ${P}>${spTree("")}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
  );
  files["ppt/slideMasters/_rels/slideMaster1.xml.rels"] = strToU8(
    rels([
      ["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"],
      ["rId2", "theme", "../theme/theme1.xml"],
    ]),
  );
  files["ppt/slideLayouts/slideLayout1.xml"] = strToU8(`${XML_HEAD}<p:sldLayout ${P} type="blank">${spTree("")}</p:sldLayout>`);
  files["ppt/slideLayouts/_rels/slideLayout1.xml.rels"] = strToU8(rels([["rId1", "slideMaster", "../slideMasters/slideMaster1.xml"]]));
  const color = (name: string, hex: string) => `<a:${name}><a:srgbClr val="${hex}"/></a:${name}>`;
  files["ppt/theme/theme1.xml"] = strToU8(
    `${XML_HEAD}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Theme"><a:themeElements><a:clrScheme name="c">${color("dk1", "000000")}${color("lt1", "FFFFFF")}${color("dk2", "1F2937")}${color("lt2", "F3F4F6")}${color("accent1", "3182F6")}${color("accent2", "F04452")}${color("accent3", "FFB800")}${color("accent4", "22C55E")}${color("accent5", "8B5CF6")}${color("accent6", "06B6D4")}${color("hlink", "3182F6")}${color("folHlink", "1B64DA")}</a:clrScheme><a:fontScheme name="f"><a:majorFont><a:latin typeface="NanumGothic"/><a:ea typeface="NanumGothic"/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="NanumGothic"/><a:ea typeface="NanumGothic"/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="m"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`,
  );
  return Buffer.from(zipSync(files));
}

/**
 * An HWPX (OWPML) package: the stored mimetype first, then one section of paragraphs per
 * "page" (`empty`: well-formed sections without any text).
 */
export function hwpx(options: { sections?: number; title?: string; empty?: boolean; body?: (section: number) => string[] } = {}): Buffer {
  const sections = options.sections ?? 2;
  const title = options.title ?? "한글 HWPX 문서";
  const HP = 'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section"';
  const files: Zippable = {
    mimetype: [strToU8("application/hwp+zip"), { level: 0 }],
    "version.xml": strToU8(
      `${XML_HEAD}<hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version" tagetApplication="WORDPROCESSOR" major="5" minor="1" micro="0" buildNumber="1"/>`,
    ),
    "META-INF/container.xml": strToU8(
      `${XML_HEAD}<ocf:container xmlns:ocf="urn:oasis:names:tc:opendocument:xmlns:container"><ocf:rootfiles><ocf:rootfile full-path="Contents/content.hpf" media-type="application/hwpml-package+xml"/></ocf:rootfiles></ocf:container>`,
    ),
    "Contents/header.xml": strToU8(
      `${XML_HEAD}<hh:head xmlns:hh="http://www.hancom.co.kr/hwpml/2011/head" version="1.4" secCnt="${sections}"/>`,
    ),
  };
  const manifest: string[] = ['<opf:item id="header" href="Contents/header.xml" media-type="application/xml"/>'];
  for (let n = 0; n < sections; n++) {
    const lines = options.empty ? ["", ""] : [pageHeading(title, n + 1), ...(options.body?.(n + 1) ?? KOREAN_LINES)];
    const paras = lines
      .map(
        (line, i) =>
          `<hp:p id="${i}" paraPrIDRef="0" styleIDRef="0"><hp:run charPrIDRef="0">${line ? `<hp:t>${xmlEscape(line)}</hp:t>` : ""}</hp:run></hp:p>`,
      )
      .join("");
    files[`Contents/section${n}.xml`] = strToU8(`${XML_HEAD}<hs:sec ${HP}>${paras}</hs:sec>`);
    manifest.push(`<opf:item id="section${n}" href="Contents/section${n}.xml" media-type="application/xml"/>`);
  }
  files["Contents/content.hpf"] = strToU8(
    `${XML_HEAD}<opf:package xmlns:opf="http://www.idpf.org/2007/opf/" version="" unique-identifier="" id=""><opf:manifest>${manifest.join("")}</opf:manifest><opf:spine>${Array.from({ length: sections }, (_, n) => `<opf:itemref idref="section${n}"/>`).join("")}</opf:spine></opf:package>`,
  );
  return Buffer.from(zipSync(files));
}

/** Any zip (e.g. an .xlsx-like package or a plain archive) for mismatch tests. */
export function plainZip(entries: Record<string, string>): Buffer {
  const files: Zippable = {};
  for (const [name, text] of Object.entries(entries)) files[name] = strToU8(text);
  return Buffer.from(zipSync(files));
}

// ── Compound files (HWP 5, DOC, PPT, encrypted OOXML) ───────────────────────

/** Writes a compound file; unused FAT entries are marked free as strict readers require. */
export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, data] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, data);
  const out = Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
  const sectors = out.length / 512 - 1;
  const fatSectors = out.readUInt32LE(0x2c);
  for (let k = 0; k < Math.min(fatSectors, 109); k++) {
    const at = (out.readUInt32LE(0x4c + 4 * k) + 1) * 512;
    for (let i = 0; i < 128; i++) if (k * 128 + i >= sectors) out.writeUInt32LE(0xffffffff, at + 4 * i);
  }
  return out;
}

function hwpRecord(tag: number, level: number, body: Buffer): Buffer {
  const header = Buffer.alloc(body.length >= 0xfff ? 8 : 4);
  const size = body.length >= 0xfff ? 0xfff : body.length;
  header.writeUInt32LE(((tag & 0x3ff) | ((level & 0x3ff) << 10) | (size << 20)) >>> 0);
  if (size === 0xfff) header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

const u16 = (...values: number[]) => {
  const b = Buffer.alloc(2 * values.length);
  values.forEach((v, i) => b.writeUInt16LE(v, 2 * i));
  return b;
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32LE(v >>> 0, 4 * i));
  return b;
};

/**
 * An HWP 5.0 document: the FileHeader (signature, version 5.0.3.0, compressed flag, and the
 * password flag when `encrypted`), a DocInfo with document properties and ID mappings, and a
 * BodyText section of Korean paragraphs (PARA_HEADER, PARA_TEXT, PARA_CHAR_SHAPE records),
 * streams deflated as Hancom writes them.
 */
export function hwp(options: { paragraphs?: string[]; encrypted?: boolean; title?: string } = {}): Buffer {
  const title = options.title ?? "한글 HWP 문서";
  const paragraphs = options.paragraphs ?? [title, ...KOREAN_LINES];
  const header = Buffer.alloc(256);
  header.write("HWP Document File", 0, "ascii");
  header.writeUInt32LE(0x05000300, 32);
  header.writeUInt32LE(options.encrypted ? 0b11 : 0b01, 36);
  const docInfo = Buffer.concat([
    hwpRecord(0x10, 0, Buffer.concat([u16(1, 1, 1, 1, 1, 1, 1), u32(0, 0, 0)])),
    hwpRecord(0x11, 0, u32(...new Array<number>(18).fill(0))),
  ]);
  const section = Buffer.concat(
    paragraphs.map((text) => {
      const chars = text.length + 1;
      const paraHeader = Buffer.concat([u32(chars, 0), u16(0), Buffer.from([0, 0]), u16(1, 0, 1), u32(0), u16(0)]);
      return Buffer.concat([
        hwpRecord(0x42, 0, paraHeader),
        hwpRecord(0x43, 1, Buffer.from(`${text}\r`, "utf16le")),
        hwpRecord(0x44, 1, u32(0, 0)),
      ]);
    }),
  );
  return compoundFile({
    FileHeader: header,
    DocInfo: zlib.deflateRawSync(docInfo),
    "BodyText/Section0": zlib.deflateRawSync(section),
  });
}

/**
 * A compound file with a Word 97 `WordDocument` stream whose FIB starts with the Word
 * signature (0xA5EC); `encrypted` sets fEncrypted. Enough for type detection, not a document
 * Word would open (real .doc files for conversion tests come from LibreOffice).
 */
export function docShell(options: { encrypted?: boolean } = {}): Buffer {
  const fib = Buffer.alloc(1024);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  fib.writeUInt16LE(options.encrypted ? 0x0100 | 0x0200 : 0x0200, 0x0a);
  return compoundFile({ WordDocument: fib, "1Table": Buffer.alloc(512) });
}

/** A compound file with the streams of a PowerPoint 97 file; `encrypted` adds the encrypted-summary stream. */
export function pptShell(options: { encrypted?: boolean } = {}): Buffer {
  const currentUser = Buffer.alloc(64);
  currentUser.writeUInt16LE(0, 0);
  currentUser.writeUInt16LE(0x0ff6, 2);
  currentUser.writeUInt32LE(56, 4);
  currentUser.writeUInt32LE(20, 8);
  currentUser.writeUInt32LE(options.encrypted ? 0xf3d1c4df : 0xe391c05f, 12);
  return compoundFile({
    "PowerPoint Document": Buffer.alloc(1024),
    "Current User": currentUser,
    ...(options.encrypted ? { EncryptedSummary: Buffer.alloc(64) } : {}),
  });
}

/** A password-protected Word/PowerPoint 2007+ file: OOXML encryption wraps the package in a compound file. */
export function encryptedOoxml(): Buffer {
  const info = Buffer.alloc(64);
  info.writeUInt16LE(4, 0);
  info.writeUInt16LE(4, 2);
  info.writeUInt32LE(0x40, 4);
  return compoundFile({ EncryptionInfo: info, EncryptedPackage: crypto.randomBytes(4096) });
}

/** A real PNG image (to rename to .pdf in mismatch tests). */
export function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: "#3182f6" } })
    .png()
    .toBuffer();
}

/**
 * Real DOC/PPT (or any format LibreOffice writes) made from a generated DOCX/PPTX with the
 * installed LibreOffice; only for tests that run when `soffice` exists.
 */
export function convertWithSoffice(soffice: string, input: Buffer, fromExt: string, toExt: string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-fixture-"));
  try {
    fs.writeFileSync(path.join(dir, `input.${fromExt}`), input);
    const result = spawnSync(
      soffice,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--norestore",
        "--convert-to",
        toExt,
        "--outdir",
        dir,
        path.join(dir, `input.${fromExt}`),
      ],
      { timeout: 120_000, env: { ...process.env, HOME: dir } },
    );
    const out = path.join(dir, `input.${toExt}`);
    if (!fs.existsSync(out)) throw new Error(`soffice did not write ${toExt}: ${result.stderr?.toString()}`);
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
