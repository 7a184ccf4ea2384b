import { Button, Collapse, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';
import { useMyUser } from '../hooks/useUser.js';
import { recentlyViewedHref } from '../utils/recentlyViewed.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface RecentlyViewedPanelProps {
  onClose: () => void;
}

/** The right-hand overlay of spec §1/§2.3: the records the person opened last, newest first. */
export function RecentlyViewedPanel({ onClose }: RecentlyViewedPanelProps) {
  const user = useMyUser();
  const [expanded, setExpanded] = useState(true);
  const items = user.data?.userSettings.recentlyViewedItems ?? [];

  return (
    <aside className="db-side-overlay" aria-label="Side panel">
      <div className="db-side-overlay__header">
        <H5>Side panel</H5>
        <Button variant="minimal" icon="cross" aria-label="Close side panel" onClick={onClose} />
      </div>
      <section aria-label="Recently viewed">
        <Button
          variant="minimal"
          fill
          alignText="start"
          endIcon={expanded ? 'chevron-up' : 'chevron-down'}
          text="Recently viewed"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        />
        <Collapse isOpen={expanded}>
          {user.isPending ? (
            <p className="db-muted">Loading…</p>
          ) : items.length === 0 ? (
            <EmptyState icon="history" description="Records you open appear here." />
          ) : (
            <ul className="db-recent-list">
              {items.map((item) => (
                <li key={item.objectId}>
                  <Link to={recentlyViewedHref(item)} className="db-recent-item">
                    <ImageAvatar name={item.name} src={item.logoUrl} size={32} />
                    <span className="db-recent-item__text">
                      <span className="db-recent-item__name">{item.name}</span>
                      {item.summary && <span className="db-recent-item__summary">{item.summary}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Collapse>
      </section>
    </aside>
  );
}
