import { Tooltip } from '@blueprintjs/core';
import { avatarColor, initialsOf } from '../../ui/utils/initials.js';
import { usePresence } from '../hooks/usePresence.js';
import { presenceLabel } from '../utils/presence.js';

export interface PresenceAvatarsProps {
  /** A record room, e.g. `recordRoom('company', id)`. */
  room: string;
  size?: number;
}

/** Who else has this record open: an avatar per person, ringed while they edit it. */
export function PresenceAvatars({ room, size = 28 }: PresenceAvatarsProps) {
  const others = usePresence(room);
  if (others.length === 0) return null;
  return (
    <ul className="db-presence" aria-label="Also here" style={{ display: 'flex', gap: 4, margin: 0, padding: 0 }}>
      {others.map((viewer) => (
        <li key={viewer._id} style={{ listStyle: 'none' }}>
          <Tooltip content={presenceLabel(viewer)} placement="bottom">
            <span
              className="db-avatar db-avatar--initials"
              role="img"
              aria-label={presenceLabel(viewer)}
              data-editing={viewer.editing}
              style={{
                width: size,
                height: size,
                fontSize: Math.round(size * 0.4),
                borderRadius: '50%',
                backgroundColor: avatarColor(viewer.fullName),
                // Blueprint's warning orange: the same signal as the "is editing" callout.
                boxShadow: viewer.editing ? '0 0 0 2px #fff, 0 0 0 4px #c87619' : undefined,
              }}
            >
              {initialsOf(viewer.fullName)}
            </span>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
