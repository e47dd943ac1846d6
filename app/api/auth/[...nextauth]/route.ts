import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// /api/auth/*: next-auth's sign-in, sign-out and session endpoints for the browser pages
const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
