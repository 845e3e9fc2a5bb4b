export default function DashboardHomePage() {
  return (
    <article>
      <h1>Dashboard</h1>
    </article>
  );
}
