import { useState } from 'react';
import { InitialsAvatar } from './InitialsAvatar.js';

export interface CompanyAvatarProps {
  name: string;
  logoUrl: string;
  size?: number;
}

/** The company's logo, or the default avatar when it has none or the image fails to load. */
export function CompanyAvatar({ name, logoUrl, size = 28 }: CompanyAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!logoUrl || logoUrl === failedUrl) return <InitialsAvatar name={name} size={size} />;
  return (
    <img
      className="db-avatar"
      src={logoUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedUrl(logoUrl)}
    />
  );
}
