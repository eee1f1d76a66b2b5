// The floating buttons as the layouts place them: drawn by the server, their code loaded when the
// reader first scrolls or touches them (a tap made before is replayed), since back-to-top only
// shows once the page is scrolled and the briefing opens on a tap.
import { nearPart } from "../ui/near-part";

export const FloatingButtons = nearPart(() => import("./floating-buttons").then((m) => m.FloatingButtons), { wake: "engaged" });
