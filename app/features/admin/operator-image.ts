// The image of an operator's form (an ad, a banner, an exhibit's or an event's banner): uploaded
// as it is picked, through the same checked image upload members use, its address handed back.
import { useState } from "react";
import { api } from "../../lib/api";

export function useOperatorImage(onUploaded: (url: string) => void, onProblem: (message: string) => void) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append("file", file);
    setUploading(true);
    const result = await api("POST /api/contents/image", { query: { purpose: "thumbnail" }, body: form });
    setUploading(false);
    if (!result.ok) return onProblem(result.message);
    onUploaded(result.data.url);
  };
  return { uploading, upload };
}
