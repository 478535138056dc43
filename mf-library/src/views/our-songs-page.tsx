import { Link } from 'react-router-dom';
import { EmptyState, PageHeading } from '@canticle/shared-ui/components';
import { paths } from '../paths';

export function OurSongsPage() {
  return (
    <div className="cn-page">
      <PageHeading
        title="Our Songs"
        subtitle={
          <>
            New songs are added on the <Link to={paths.otherSongs}>Other Songs</Link> page.
          </>
        }
      />
      <EmptyState title="No Songs Found" description="Add songs on the Other Songs page to see them here." />
    </div>
  );
}
