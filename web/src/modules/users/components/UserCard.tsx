import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';

export interface UserCardProps {
  name: string;
  photoUrl: string;
  summary: ReactNode;
  to: string;
}

/** The user/contact card of spec §2.6: picture, name, summary. */
export function UserCard({ name, photoUrl, summary, to }: UserCardProps) {
  return (
    <Card className="db-user-card">
      <ImageAvatar name={name} src={photoUrl} size={40} />
      <div className="db-user-card__text">
        <Link to={to} className="db-user-card__name">
          {name}
        </Link>
        <div className="db-muted">{summary}</div>
      </div>
    </Card>
  );
}
