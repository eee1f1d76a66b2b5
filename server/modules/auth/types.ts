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
}
