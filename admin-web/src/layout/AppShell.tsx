import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { ScrollToTop } from '@seedcorp/web-shared/components/ScrollToTop';

export function AppShell() {
  return (
    <>
      <ScrollToTop />
      <ToastContainer position="top-center" autoClose={3000} />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
