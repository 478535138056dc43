import { Link } from 'react-router-dom';
import { EmptyState, PageHeading } from '@canticle/shared-ui/components';
import { paths } from '../paths';

export function SetlistDetailPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Setlist" />
      <EmptyState
        title="Empty Setlist"
        description="Songs and Bible passages added to this setlist appear here."
        action={
          <Link to={paths.setlists} className="cn-button cn-button--secondary cn-button--md">
            Back to Setlists
          </Link>
        }
      />
    </div>
  );
}
