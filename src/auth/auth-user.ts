// The signed-in user as the app knows them. Its own file because the auth state (auth.ts) and the golfer
// remembered on this device (device-golfer.ts) are both made of it, and auth.ts reads device-golfer.ts.
export interface AuthUser {
  uid: string;
  email: string | null;
}
