import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { ScrollToTop } from '@seedcorp/web-shared/components/ScrollToTop';
import { StepUpDialog } from '../features/second-factor/components/StepUpDialog';

/** Toasts sit outside the app frame, so that a modal making the frame inert leaves them seen and announced. */
export function AppShell() {
  return (
    <>
      <ScrollToTop />
      <ToastContainer position="top-center" autoClose={3000} />
      <div id="app-frame">
        <Outlet />
      </div>
      <StepUpDialog />
    </>
  );
}
