import { Link } from 'react-router-dom';
import { Button, EmptyState, PageHeading } from '@canticle/shared-ui/components';
import { paths } from '../paths';

export function ProjectionControlPage() {
  return (
    <div className="cn-page">
      <PageHeading
        title="Projection Control"
        actions={
          <>
            <Button disabled>Start Projection</Button>
            <Button variant="destructive" disabled>
              Stop Projection
            </Button>
          </>
        }
      />
      <EmptyState
        title="No setlist selected"
        description="Choose a setlist to project its songs and Bible passages."
        action={
          <Link to={paths.bible} className="cn-button cn-button--secondary cn-button--md">
            Open Bible Explorer
          </Link>
        }
      />
    </div>
  );
}
