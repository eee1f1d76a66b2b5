// The signed-in member as the server sees it on a request.
export type JoinChannel = "A" | "G" | "P" | "K";
export type Role = "member" | "moderator" | "admin";

export interface Viewer {
  sessionId: number;
  userNo: number;
  userId: string;
  userName: string;
  userEmail: string;
  userProfileImg: string | null;
  emailCertYn: "Y" | "N";
  joinChannel: JoinChannel;
  role: Role;
  /** Two-step sign-in is on (operator tools need it; decision 0212). */
  twoFactor: boolean;
  /** When this session last proved who it is (sign-in or the re-check), ISO time. */
  provedAt: string;
}
