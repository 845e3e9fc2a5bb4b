import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export function AppShell() {
  return (
    <>
      <ToastContainer position="top-center" autoClose={3000} />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
