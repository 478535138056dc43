import { Outlet } from 'react-router-dom';
import './display-layout.css';

/** Display windows (projection): black, full screen, no navigation. Kept tiny on purpose. */
export function DisplayLayout() {
  return (
    <main className="cn-display">
      <Outlet />
    </main>
  );
}
