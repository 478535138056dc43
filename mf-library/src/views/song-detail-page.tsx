import { Link } from 'react-router-dom';
import { EmptyState, PageHeading } from '@canticle/shared-ui/components';
import { paths } from '../paths';

export function SongDetailPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Song" />
      <EmptyState
        title="Song not found"
        description="The song you're looking for doesn't exist or couldn't be loaded."
        action={
          <Link to={paths.songs} className="cn-button cn-button--secondary cn-button--md">
            Back to Song Library
          </Link>
        }
      />
    </div>
  );
}
