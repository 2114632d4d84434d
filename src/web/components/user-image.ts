/** A user's picture is a path relative to the site root ('uploads/profile/x.webp'); blank means the default. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

export function userImageUrl(image: string | null | undefined): string {
  const path = image?.trim();
  if (!path) return DEFAULT_AVATAR;
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}
