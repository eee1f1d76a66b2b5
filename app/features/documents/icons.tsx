// Icons of the document viewer and upload form (inline SVG, decorative unless labelled).
import { SearchIcon, Svg, type IconProps } from "../../components/ui/icons";

export const DownloadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
  </Svg>
);
export const ZoomInIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6M11 8v6" />
  </Svg>
);
export const ZoomOutIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </Svg>
);
export const FitWidthIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6v12M20 6v12M8 12h8m-8 0 2.5-2.5M8 12l2.5 2.5M16 12l-2.5-2.5M16 12l-2.5 2.5" />
  </Svg>
);
export const ChevronUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 15 6-6 6 6" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
/** The viewer's find-in-document button uses the search icon. */
export const FindIcon = SearchIcon;
export const FileIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Svg>
);
/** Lines of text: the viewer's "read as text" switch. */
export const TextIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h16M4 10h16M4 14h11M4 18h8" />
  </Svg>
);
export const UploadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 16V5m0 0-4 4m4-4 4 4M5 20h14" />
  </Svg>
);
