import { useState } from 'react';

interface AvatarProps {
  email: string;
  gravatarHash: string | null;
  avatarBaseUrl: string;
}

/**
 * The user's picture from the avatar service by hash (spec §2); without a hash, or when the image
 * fails (`d=404` makes the service fail for people without one), the e-mail's first letter in upper case.
 */
export function Avatar({ email, gravatarHash, avatarBaseUrl }: AvatarProps) {
  const [failedHash, setFailedHash] = useState<string | null>(null);
  const letter = email.trim().charAt(0).toUpperCase() || '?';
  const showImage = gravatarHash !== null && gravatarHash !== failedHash;
  return (
    <span className="avatar" aria-hidden="true">
      {showImage ? (
        <img
          src={`${avatarBaseUrl}${encodeURIComponent(gravatarHash)}?s=64&d=404`}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailedHash(gravatarHash)}
        />
      ) : (
        letter
      )}
    </span>
  );
}
