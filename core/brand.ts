// The single place the brand lives. Every screen, e-mail, message and validation rule
// (e.g. the nickname brand check) reads the names from here so a rename is one edit.

export const BRAND = {
  nameKo: "나눔터",
  nameEn: "Nanumteo",
  siteName: "나눔터",
} as const;

export type Brand = typeof BRAND;
