// Picking and uploading a profile or background picture: checked for size in the browser
// first (so a 30 MB photo is not sent for nothing), then sent as multipart; the server
// checks the type by content and answers with the new address, which is shown at once.
import { useId, useRef, useState } from "react";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, PROFILE_MSG } from "../../../core/profile";
import { api } from "../../lib/api";
import { texts } from "../../../core/i18n";
import { T, useT, type Showable } from "../../lib/i18n";

const UPLOADING = texts({ text: { ko: "올리는 중…", en: "Uploading…" } }).text;

export interface ImageFieldProps {
  label: Showable;
  /** The upload route; its answer names the new address (userProfileImg or bgImg). */
  route: "POST /api/user/user/profileImg" | "POST /api/user/updateUserBgImg";
  /** The update-my-info item that resets the picture. */
  resetItem: "profileImg" | "bgImg";
  hasImage: boolean;
  disabled?: boolean;
  resetLabel: Showable;
  onChanged(url: string | null, message: Showable): void;
  savedMessage: Showable;
  removedMessage: Showable;
}

export function ImageField(props: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Showable | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      setError(PROFILE_MSG.imageTooLarge);
      return;
    }
    const form = new FormData();
    form.append("file", file, file.name);
    setBusy(true);
    const res = await api(props.route, { body: form });
    setBusy(false);
    if (!res.ok) {
      setError(res.message);
      return;
    }
    props.onChanged("userProfileImg" in res.data ? res.data.userProfileImg : res.data.bgImg, props.savedMessage);
  };

  const reset = async () => {
    setError(null);
    setBusy(true);
    const res = await api("POST /api/user/updateUserInfo", { body: { item: props.resetItem, value: "" } });
    setBusy(false);
    if (!res.ok) {
      setError(res.message);
      return;
    }
    props.onChanged(null, props.removedMessage);
  };

  return (
    <div className="image-field">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={PROFILE_IMAGE_TYPES}
        className="sr-only"
        disabled={busy || props.disabled}
        aria-label={t(props.label)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void upload(file);
        }}
      />
      <div className="image-field-actions">
        <button type="button" className="btn btn-sm" disabled={busy || props.disabled} onClick={() => input.current?.click()}>
          {t(busy ? UPLOADING : props.label)}
        </button>
        {props.hasImage ? (
          <button type="button" className="btn btn-sm" disabled={busy || props.disabled} onClick={() => void reset()}>
            {t(props.resetLabel)}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          <T text={error} />
        </p>
      ) : null}
    </div>
  );
}
