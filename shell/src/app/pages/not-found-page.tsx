import { Link } from 'react-router-dom';
import { paths } from '../paths';

export default function NotFoundPage() {
  return (
    <div className="cn-page">
      <div className="cn-empty-state">
        <h1>Page Not Found</h1>
        <p className="cn-muted">The page you are looking for does not exist or has moved.</p>
        <Link to={paths.home.href()} className="cn-button cn-button--primary cn-button--md">
          Go to the dashboard
        </Link>
      </div>
    </div>
  );
}
