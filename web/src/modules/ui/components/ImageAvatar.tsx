import { useState } from 'react';
import { InitialsAvatar } from './InitialsAvatar.js';

export interface ImageAvatarProps {
  name: string;
  src: string;
  size?: number;
}

/** A photo or logo, or the default initials avatar when there is none or it fails to load (spec §2.3). */
export function ImageAvatar({ name, src, size = 32 }: ImageAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || src === failedSrc) return <InitialsAvatar name={name} size={size} />;
  return (
    <img
      className="db-avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
