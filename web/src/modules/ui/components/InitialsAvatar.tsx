import { avatarColor, initialsOf } from '../utils/initials.js';

export interface InitialsAvatarProps {
  name: string;
  size: number;
}

/** The default avatar: initials on a colour derived from the name. */
export function InitialsAvatar({ name, size }: InitialsAvatarProps) {
  return (
    <span
      className="db-avatar db-avatar--initials"
      aria-hidden="true"
      data-testid="default-avatar"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        backgroundColor: avatarColor(name),
      }}
    >
      {initialsOf(name)}
    </span>
  );
}
