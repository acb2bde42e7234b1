import { useState } from 'react';
import styles from './avatar.module.css';

/** Avatar diameters in CSS pixels. */
export const AVATAR_SIZES = { small: 24, medium: 40, large: 55 } as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Photo URL; initials are shown without it or if it fails to load. */
  src?: string;
  size?: AvatarSize;
  /** Hide it from screen readers when the name is written next to it anyway. */
  isDecorative?: boolean;
  className?: string;
}

/** Initials of a name: the first letters of the first and last words, e.g. 'Anna Maria Virtanen' -> 'AV'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** A round photo of a person, or their initials. */
export function Avatar({ name, src, size = 'medium', isDecorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const pixels = AVATAR_SIZES[size];
  const classes = [styles['avatar'], styles[size], className].filter(Boolean).join(' ');
  const style = { width: pixels, height: pixels };
  if (src && failedSrc !== src) {
    return (
      <span className={classes} style={style}>
        <img
          className={styles['image']}
          src={src}
          alt={isDecorative ? '' : name}
          width={pixels}
          height={pixels}
          // A list of times has a photo per row: those below the screen wait until scrolled to.
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span
      className={classes}
      style={style}
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : name}
      aria-hidden={isDecorative || undefined}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
