// The admins' blocked servers card on /admin (docs/product/federation.md): the list, a domain to
// block, and unblocking. Blocking refuses the server's activities in the inbox and stops every
// delivery to it; each change is an operator write in the audit log.
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { FEDERATION_TEXT } from "./text";

export function BlockedServersCard() {
  const t = useT();
  const [domains, setDomains] = useState<string[]>([]);
  const [domain, setDomain] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const res = await api("GET /api/admin/federation/blocks");
    if (res.ok) setDomains(res.data.domains);
    else setError(res.message);
  }, []);
  useEffect(() => void load(), [load]);

  const change = async (block: boolean, target: string) => {
    setPending(true);
    setError(null);
    const res = await api(block ? "POST /api/admin/federation/blocks" : "POST /api/admin/federation/blocks/remove", {
      body: { domain: target },
    });
    setPending(false);
    if (!res.ok) return setError(res.message);
    setDomains(res.data.domains);
    if (block) setDomain("");
  };

  return (
    <section className="settings-card admin-federation" aria-labelledby="admin-federation">
      <h2 id="admin-federation">{t(FEDERATION_TEXT.blocksHeading)}</h2>
      <p className="field-hint">{t(FEDERATION_TEXT.blocksLead)}</p>
      <form
        className="admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          void change(true, domain);
        }}
      >
        <label className="sr-only" htmlFor="blocked-domain">
          {t(FEDERATION_TEXT.domain)}
        </label>
        <input
          id="blocked-domain"
          className="admin-input"
          value={domain}
          placeholder="spam.example"
          onChange={(event) => setDomain(event.target.value)}
        />
        <Button type="submit" size="sm" pending={pending} disabled={!domain.trim()}>
          {t(FEDERATION_TEXT.block)}
        </Button>
      </form>
      {error ? <p className="field-msg error">{error}</p> : null}
      {domains.length ? (
        <ul className="admin-member-list">
          {domains.map((blocked) => (
            <li key={blocked} className="admin-member">
              <code>{blocked}</code>
              <Button size="sm" variant="white" pending={pending} onClick={() => void change(false, blocked)}>
                {t(FEDERATION_TEXT.unblock)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">{t(FEDERATION_TEXT.none)}</p>
      )}
    </section>
  );
}
