// Two-step sign-in for the journeys' operators: moderators and admins need it on before the
// operator tools open to them (decision 0212). Turned on through the member's own API session, as
// the account page does it, with the codes an authenticator app would show (otplib).
import type { BrowserContext } from "playwright-core";
import { generate } from "otplib";

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
export function authenticatorCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** Turns two-step sign-in on for the member signed in on `context`; this session stays signed in. */
export async function turnOnTwoFactor(context: BrowserContext, baseUrl: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { origin: baseUrl };
  const setup = await context.request.post(`${baseUrl}/api/user/twoFactor/setup`, { headers });
  if (!setup.ok()) throw new Error(`two-step setup failed: ${setup.status()} ${await setup.text()}`);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const enabled = await context.request.post(`${baseUrl}/api/user/twoFactor/enable`, {
    headers,
    data: { code: await authenticatorCode(secret) },
  });
  if (!enabled.ok()) throw new Error(`turning two-step sign-in on failed: ${enabled.status()} ${await enabled.text()}`);
  const { recoveryCodes } = ((await enabled.json()) as { data: { recoveryCodes: string[] } }).data;
  return { secret, recoveryCodes };
}
