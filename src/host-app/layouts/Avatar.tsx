import { useState } from 'react';

interface AvatarProps {
  email: string;
  gravatarHash: string | null;
  avatarBaseUrl: string;
}

/**
 * The user's picture from the avatar service by hash (docs/screens/shell.md#avatar), else the e-mail's first letter in
 * upper case. The letter shows until the picture has loaded: a service that cannot be reached (a
 * corporate proxy dropping the request) or fails (`d=404` for people without one) never shows a
 * broken image, however long it takes to fail.
 */
export function Avatar({ email, gravatarHash, avatarBaseUrl }: AvatarProps) {
  const [loadedHash, setLoadedHash] = useState<string | null>(null);
  const [failedHash, setFailedHash] = useState<string | null>(null);
  const letter = email.trim().charAt(0).toUpperCase() || '?';
  const tryImage = gravatarHash !== null && gravatarHash !== failedHash;
  const loaded = tryImage && gravatarHash === loadedHash;
  return (
    <span className="avatar" aria-hidden="true">
      {loaded ? null : letter}
      {tryImage ? (
        <img
          src={`${avatarBaseUrl}${encodeURIComponent(gravatarHash)}?s=64&d=404`}
          alt=""
          hidden={!loaded}
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedHash(gravatarHash)}
          onError={() => setFailedHash(gravatarHash)}
        />
      ) : null}
    </span>
  );
}
