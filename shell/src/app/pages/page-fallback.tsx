import { Spinner } from '@canticle/shared-ui/components';

/** Shown while a lazily loaded shell page downloads. */
export function PageFallback() {
  return (
    <div className="cn-page" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner label="Loading page" />
    </div>
  );
}
