import { Link } from 'react-router-dom';
import { EmptyState, PageHeading } from '@canticle/shared-ui/components';
import { paths } from '../../../paths';

export function SongNotFound() {
  return (
    <>
      <PageHeading title="Song not found" />
      <EmptyState
        title="This song doesn't exist"
        description="The song you're looking for doesn't exist or was deleted."
        action={
          <Link to={paths.songs} className="cn-button cn-button--secondary cn-button--md">
            Back to Song Library
          </Link>
        }
      />
    </>
  );
}
