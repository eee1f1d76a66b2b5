// A page form whose act came back REAUTH_REQUIRED (decision 0212): ask for the code, and once the
// server took it, send the act again. The refusal's words stay under the form meanwhile.
import { useEffect, useRef } from "react";
import { requestReauth } from "../../lib/reauth";

interface FetcherLike {
  state: string;
  data?: unknown;
}

export function useReauthRetry(fetcher: FetcherLike, resubmit: () => void): void {
  const asked = useRef<unknown>(null);
  const again = useRef(resubmit);
  again.current = resubmit;
  useEffect(() => {
    const answer = fetcher.data as { ok?: boolean; errorId?: string } | undefined;
    if (fetcher.state !== "idle" || answer?.ok !== false || answer.errorId !== "REAUTH_REQUIRED" || asked.current === answer) return;
    asked.current = answer;
    void requestReauth().then((proved) => {
      if (proved) again.current();
    });
  }, [fetcher.state, fetcher.data]);
}
