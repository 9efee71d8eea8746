/** Sign in / sign up (spec 2.5). Being built in the staff-side work. */
export default function AuthPage() {
  return <h1 className="p-8 text-2xl font-bold">Welcome Back</h1>;
}
