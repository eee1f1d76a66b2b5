/** One signed-in device as the member's device list shows it (GET /api/user/sessions). */
export interface SignedInDevice {
  sessionId: number;
  /** "Chrome · Windows" */
  device: string;
  /** The address it signed in from, partly hidden: 211.36.***.*** */
  ip: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}
