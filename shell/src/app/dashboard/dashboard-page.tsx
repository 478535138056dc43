import { Link } from 'react-router-dom';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../product';
import { DASHBOARD_TILES } from './dashboard-tiles';
import './dashboard-page.css';

/** Home for signed-in users: title, tagline and one tile per area. */
export default function DashboardPage() {
  return (
    <div className="cn-page cn-dashboard">
      <header className="cn-dashboard__header">
        <h1 className="cn-dashboard__title">{PRODUCT_NAME}</h1>
        <p className="cn-dashboard__tagline">{PRODUCT_TAGLINE}</p>
      </header>
      <ul className="cn-grid cn-dashboard__tiles">
        {DASHBOARD_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="cn-card cn-dashboard__tile">
              <span className="cn-dashboard__tile-title">{tile.title}</span>
              <span className="cn-dashboard__tile-description">{tile.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
