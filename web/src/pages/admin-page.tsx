/** Admin dashboard (spec 2.6). Being built in the staff-side work. */
export default function AdminPage() {
  return <h1 className="p-8 text-2xl font-bold">Admin Dashboard</h1>;
}
