import { Link } from 'react-router-dom';
import { EmptyState, PageHeading } from '@canticle/shared-ui/components';
import { paths } from '../paths';

export function ExternalSongPage() {
  return (
    <div className="cn-page">
      <PageHeading title="External Song" />
      <EmptyState
        title="Song not found"
        description="The external song you're looking for doesn't exist or couldn't be loaded."
        action={
          <Link to={paths.otherSongs} className="cn-button cn-button--secondary cn-button--md">
            Back to Other Songs
          </Link>
        }
      />
    </div>
  );
}
