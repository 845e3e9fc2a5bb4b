export function PageLoading() {
  return (
    <p role="status" className="page-loading">
      Loading…
    </p>
  );
}
