import { SkeletonCard } from '@canticle/shared-ui/components';

/** Shown while the current user is being loaded. */
export function AuthSkeleton() {
  return (
    <div className="cn-page" aria-busy="true" aria-label="Loading">
      <div className="cn-grid">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </div>
  );
}
