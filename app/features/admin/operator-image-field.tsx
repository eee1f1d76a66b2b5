// The image of an operator's form, one component for every such form (an ad, a home banner, an
// exhibit's or an event's banner): pick a file (uploaded at once through the checked image upload,
// operator-image.ts) or give an address, and see the image the form will save.
import type { Text } from "../../../core/i18n";
import { Field } from "../../components/ui/field";
import { useT } from "../../lib/i18n";
import type { useOperatorImage } from "./operator-image";
import "../../styles/operator-image.css";

export interface OperatorImageLabels {
  /** The file picker's label. */
  file: Text;
  /** Under the picker: sizes and kinds that work. */
  fileHint?: Text;
  /** The address field's label. */
  address: Text;
  placeholder?: Text;
  uploading: Text;
  /** The preview's text for screen readers (empty: decorative). */
  preview?: Text;
}

export function OperatorImageField({
  idPrefix,
  value,
  onValue,
  image,
  labels,
}: {
  /** Ids: `<prefix>-file` for the picker, `<prefix>-image` for the address. */
  idPrefix: string;
  value: string;
  onValue: (value: string) => void;
  image: ReturnType<typeof useOperatorImage>;
  labels: OperatorImageLabels;
}) {
  const t = useT();
  return (
    <>
      <div className="field-block">
        <label htmlFor={`${idPrefix}-file`}>{t(labels.file)}</label>
        <input
          id={`${idPrefix}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(e) => void image.upload(e.target.files?.[0])}
        />
        {labels.fileHint ? <p className="field-hint">{t(labels.fileHint)}</p> : null}
      </div>
      <Field
        id={`${idPrefix}-image`}
        label={labels.address}
        value={value}
        maxLength={1000}
        onValue={onValue}
        {...(labels.placeholder ? { placeholder: labels.placeholder } : {})}
        hint={
          image.uploading ? (
            t(labels.uploading)
          ) : value ? (
            <img className="operator-image-preview" src={value} alt={labels.preview ? t(labels.preview) : ""} width={160} height={90} />
          ) : undefined
        }
      />
    </>
  );
}
