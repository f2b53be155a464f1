import { Skeleton } from '@checkout/ui';

/** What the default layout shows while the merchant's locale and styling load: the page's shape, never a blank screen. */
export function PageSkeleton() {
  return (
    <div className="app-skeleton" data-testid="page-skeleton" aria-busy="true">
      <Skeleton shape="text" width="12rem" />
      <div className="app-grid-2">
        <div style={{ display: 'grid', gap: '1rem' }}>
          <Skeleton shape="block" height="3rem" />
          <Skeleton shape="block" height="3rem" />
          <Skeleton shape="block" height="8rem" />
        </div>
        <div style={{ display: 'grid', gap: '1rem' }}>
          <Skeleton shape="text" lines={4} />
          <Skeleton shape="block" height="3rem" />
        </div>
      </div>
    </div>
  );
}
