import { Outlet } from 'react-router-dom';

export function LoginLayout() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
